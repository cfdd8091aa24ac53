const SVG_NS = 'http://www.w3.org/2000/svg';

/** Creates an SVG element with attributes (numbers written as they are). */
export function svgElement<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number> = {},
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/**
 * Calls `onFrame` with the linear progress 0…1 on animation frames for `durationMs`; a zero
 * duration (replays, reduced motion) jumps straight to the end.
 */
export function animate(durationMs: number, onFrame: (fraction: number) => void): Promise<void> {
  if (durationMs <= 0) {
    onFrame(1);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number) => {
      const fraction = Math.min(1, (now - start) / durationMs);
      onFrame(fraction);
      if (fraction < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
