// Renders the demo catalogue's drawings (game tiles, category and label icons) to the WebP files
// the art routes serve (src/art/raster), at the drawing's size and at each smaller width the
// picture asks for (decision 246), with a manifest of the drawing each came from (decision 228).
// Run after changing a drawing or the demo catalogue:
//   npx tsx apps/server/scripts/rasterize-art.ts
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { drawingHash, RASTER_DIR, renditionKey } from '#src/art/raster-art';
import { demoPictures } from '#src/seed/demo-art';

const QUALITY = 0.8;

/** Runs in the page (text, as this project has no DOM types): the drawing as a WebP data URL. */
const RENDER_IN_PAGE = `async ({ source, width, height, quality }) => {
  const image = new Image();
  image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(source);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  return canvas.toDataURL('image/webp', quality);
}`;

function sizeOf(svg: string): { width: number; height: number } {
  const width = Number(/\bwidth="(\d+)"/.exec(svg)?.[1]);
  const height = Number(/\bheight="(\d+)"/.exec(svg)?.[1]);
  if (!width || !height) throw new Error('a drawing without width and height');
  return { width, height };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  fs.rmSync(RASTER_DIR, { recursive: true, force: true });
  const manifest: Record<string, string> = {};
  let bytesTotal = 0;
  for (const picture of demoPictures()) {
    const size = sizeOf(picture.svg);
    // The drawing is vector: each smaller rendition is drawn at its own size, not scaled down.
    const renditions = [
      { key: picture.key, ...size },
      ...picture.widths.map((width) => ({
        key: renditionKey(picture.key, width),
        width,
        height: Math.round((size.height * width) / size.width),
      })),
    ];
    for (const { key, width, height } of renditions) {
      const input = { source: picture.svg, width, height, quality: QUALITY };
      const dataUrl = await page.evaluate<string>(`(${RENDER_IN_PAGE})(${JSON.stringify(input)})`);
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const file = path.join(RASTER_DIR, `${key}.webp`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
      manifest[key] = drawingHash(picture.svg);
      bytesTotal += bytes.length;
    }
  }
  fs.writeFileSync(
    path.join(RASTER_DIR, 'manifest.json'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  const count = Object.keys(manifest).length;
  process.stdout.write(`${count} renditions, ${(bytesTotal / 1024).toFixed(0)} KB\n`);
} finally {
  await browser.close();
}
