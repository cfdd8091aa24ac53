import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Pictures rendered ahead of time from our own drawings (decision 228): a WebP file per picture
 * and a manifest of the drawing each was rendered from. A browser decodes a WebP off its main
 * thread; an SVG image is parsed, laid out and painted on it, for every tile of the lobby.
 * `npx tsx apps/server/scripts/rasterize-art.ts` renders them again after a drawing changes (a
 * test fails until it has). Keys are art paths: `games/<identifier>/<shape>`,
 * `categories/<slug>/<theme>`, `labels/<slug>`.
 */

/** src/art/raster beside this file; dist/raster beside the bundle (scripts/build.mjs copies it). */
export const RASTER_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'raster');
const MANIFEST_FILE = path.join(RASTER_DIR, 'manifest.json');

/** The version a raster carries: the start of its drawing's SHA-256. */
export function drawingHash(svg: string): string {
  return createHash('sha256').update(svg).digest('hex').slice(0, 16);
}

function loadManifest(): ReadonlyMap<string, string> {
  if (!fs.existsSync(MANIFEST_FILE)) return new Map();
  const entries = JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(entries));
}

const manifest = loadManifest();
const files = new Map<string, Buffer>();

/** The raster's version (its drawing's hash), or undefined for a picture never rendered. */
export function rasterVersion(key: string): string | undefined {
  return manifest.get(key);
}

/** Every rendered picture's key, for the test that keeps them current. */
export function rasterKeys(): string[] {
  return [...manifest.keys()];
}

/** The WebP rendered from exactly this drawing; null when there is none or the drawing changed. */
export function readRaster(key: string, svg: string): Buffer | null {
  if (manifest.get(key) !== drawingHash(svg)) return null;
  let bytes = files.get(key);
  if (!bytes) {
    bytes = fs.readFileSync(path.join(RASTER_DIR, `${key}.webp`));
    files.set(key, bytes);
  }
  return bytes;
}
