// Renders the house banner art (art/banners/*.svg, our own illustrations) to the WebP files the
// app serves (public/banners/*.webp). An SVG shown as an image is parsed, laid out and painted on
// the main thread each time it is inserted; a WebP decodes off it. Run after editing the art:
//   npx tsx apps/web/build/rasterize-banners.ts
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const webDir = path.resolve(import.meta.dirname, '..');
const QUALITY = 0.75;
const BANNERS = [
  { name: 'landing-mobile', width: 750, height: 900 },
  { name: 'landing-desktop', width: 1600, height: 500 },
] as const;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const banner of BANNERS) {
    const svg = fs.readFileSync(path.join(webDir, 'art/banners', `${banner.name}.svg`), 'utf8');
    const dataUrl = await page.evaluate(
      async ({ source, width, height, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      },
      { source: svg, width: banner.width, height: banner.height, quality: QUALITY },
    );
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    fs.writeFileSync(path.join(webDir, 'public/banners', `${banner.name}.webp`), bytes);
    process.stdout.write(`${banner.name}.webp ${(bytes.length / 1024).toFixed(1)} KB\n`);
  }
} finally {
  await browser.close();
}
