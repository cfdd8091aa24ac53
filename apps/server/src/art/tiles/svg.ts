/** Small pure helpers for writing SVG by hand: escaping, deterministic randomness, text fitting. */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** FNV-1a: a stable 32-bit hash, so the same identifier always draws the same picture. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded generator for art layout only (never for game outcomes). */
export function createArtRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const DISPLAY_FONT = "'Montserrat','Outfit','Arial Black','DejaVu Sans',sans-serif";

/** Splits a title into at most two lines, breaking at the space nearest the middle. */
export function splitTitle(title: string, singleLineMax: number): string[] {
  const upper = title.toUpperCase();
  if (upper.length <= singleLineMax || !upper.includes(' ')) return [upper];
  const middle = upper.length / 2;
  let best = -1;
  for (let index = 0; index < upper.length; index += 1) {
    if (upper[index] === ' ' && (best < 0 || Math.abs(index - middle) < Math.abs(best - middle))) {
      best = index;
    }
  }
  return [upper.slice(0, best), upper.slice(best + 1)];
}

/** Rough advance width of bold display capitals, to decide when to squeeze a line. */
export function estimateTextWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.68;
}

export function round(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}
