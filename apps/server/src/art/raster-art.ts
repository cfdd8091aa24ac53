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

/**
 * A rendition's name in the manifest and in the folder: the picture's own key for its drawing's
 * size, `<key>@<width>w` for a smaller rendition of the same drawing.
 */
export function renditionKey(key: string, width?: number): string {
  return width === undefined ? key : `${key}@${width}w`;
}

/** The raster's version (its drawing's hash), or undefined for a rendition never made. */
export function rasterVersion(key: string, width?: number): string | undefined {
  return manifest.get(renditionKey(key, width));
}

/** Every rendition's key, for the test that keeps them current. */
export function rasterKeys(): string[] {
  return [...manifest.keys()];
}

/**
 * The WebP rendered from exactly this drawing, at the drawing's size or at `width`; null when
 * there is none or the drawing changed.
 */
export function readRaster(key: string, svg: string, width?: number): Buffer | null {
  const rendition = renditionKey(key, width);
  if (manifest.get(rendition) !== drawingHash(svg)) return null;
  let bytes = files.get(rendition);
  if (!bytes) {
    bytes = fs.readFileSync(path.join(RASTER_DIR, `${rendition}.webp`));
    files.set(rendition, bytes);
  }
  return bytes;
}
