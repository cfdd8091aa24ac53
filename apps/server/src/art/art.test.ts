import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawingHash,
  rasterKeys,
  rasterVersion,
  readRaster,
  renditionKey,
} from '#src/art/raster-art';
import { games } from '#src/db/schema/index';
import { demoPictures } from '#src/seed/demo-art';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

function isWebp(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

/** The canvas size an extended WebP (VP8X, what Chromium writes) declares. */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('VP8X');
  return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
}

describe('generated art', () => {
  let testApp: TTestApp;
  const get = async (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each(['short', 'long'])(
    'draws a %s game tile as cacheable SVG with the title',
    async (shape) => {
      const response = await get(`/api/art/games/crown-jewels/${shape}.svg?v=1`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toContain('max-age=31536000');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(response.body).toContain('aria-label="Crown Jewels"');
      expect(response.body).toContain('JEWELS</text>');
    },
  );

  it('draws the same picture every time and different pictures for different games', async () => {
    const first = (await get('/api/art/games/plincrown/short.svg')).body;
    const again = (await get('/api/art/games/plincrown/short.svg')).body;
    const other = (await get('/api/art/games/crownminer/short.svg')).body;
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('escapes titles into the markup', async () => {
    const body = (await get('/api/art/games/neptunes-pearls/long.svg')).body;
    expect(body).toContain('NEPTUNE&#39;S');
  });

  it('answers 404 for an unknown game and 400 for a bad shape or identifier', async () => {
    expect((await get('/api/art/games/no-such-game/short.svg')).statusCode).toBe(404);
    expect((await get('/api/art/games/crown-jewels/wide.svg')).statusCode).toBe(400);
    expect((await get('/api/art/games/Crown_Jewels/short.svg')).statusCode).toBe(400);
  });

  it('draws category icons per coin theme and icon labels', async () => {
    const gc = await get('/api/art/categories/slots/gc.svg');
    const sc = await get('/api/art/categories/slots/sc.svg');
    expect(gc.statusCode).toBe(200);
    expect(gc.body).not.toBe(sc.body);
    expect((await get('/api/art/categories/slots/xx.svg')).statusCode).toBe(400);
    expect((await get('/api/art/labels/jackpot.svg')).headers['content-type']).toContain('svg');
    expect((await get('/api/art/labels/unknown.svg')).statusCode).toBe(404);
  });

  it('looks art up among its own entries only, never the object prototype', async () => {
    for (const name of ['constructor', 'hasownproperty', 'tostring']) {
      const label = await get(`/api/art/labels/${name}.svg`);
      expect(label.statusCode, name).toBe(404);
      expect(label.json().error.name).toBe('NotFoundError');
    }
    const category = await get('/api/art/categories/constructor/gc.svg');
    expect(category.statusCode).toBe(200);
    expect(category.body).not.toMatch(/native code|function|undefined/);
    const tile = await get('/api/art/categories/tostring/sc.svg');
    expect(tile.body).not.toMatch(/native code|function|undefined/);
  });

  it.each(['short', 'long'])(
    "serves a demo game's %s tile as the WebP rendered from its drawing",
    async (shape) => {
      const response = await get(`/api/art/games/crown-jewels/${shape}.webp?v=1`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(isWebp(response.rawPayload)).toBe(true);
    },
  );

  it.each([
    ['short', { width: 240, height: 240 }],
    ['long', { width: 240, height: 360 }],
  ])(
    "serves a %s tile's standard rendition at w=240 and the drawing's size without",
    async (shape, size) => {
      const standard = await get(`/api/art/games/crown-jewels/${shape}.webp?v=1&w=240`);
      expect(standard.statusCode).toBe(200);
      expect(standard.headers['cache-control']).toContain('immutable');
      expect(webpSize(standard.rawPayload)).toEqual(size);
      const hr = await get(`/api/art/games/crown-jewels/${shape}.webp?v=1`);
      expect(webpSize(hr.rawPayload)).toEqual({ width: 400, height: (size.height / 240) * 400 });
    },
  );

  it('refuses a rendition width that is not made', async () => {
    for (const width of ['300', '400', '240.0', 'constructor']) {
      const response = await get(`/api/art/games/crown-jewels/short.webp?w=${width}`);
      expect(response.statusCode, width).toBe(400);
    }
  });

  it('serves the demo category and label icons as WebP', async () => {
    const category = await get('/api/art/categories/slots/sc.webp');
    expect(category.headers['content-type']).toBe('image/webp');
    expect(isWebp((await get('/api/art/labels/jackpot.webp')).rawPayload)).toBe(true);
  });

  it('answers every seeded picture with its WebP: the seed and demoPictures draw the same', async () => {
    for (const { key } of demoPictures()) {
      const response = await get(`/api/art/${key}.webp`);
      expect(response.statusCode, key).toBe(200);
    }
  });

  it('sends a picture without a current WebP to its drawn SVG, uncached', async () => {
    // A game renamed after its tile was rendered: its drawing changes, so its WebP is stale.
    const { db } = testApp.database;
    await db
      .update(games)
      .set({ name: 'Cherry Royale Deluxe' })
      .where(eq(games.identifier, 'cherry-royale'));
    const renamed = await get('/api/art/games/cherry-royale/short.webp');
    const renamedStandard = await get('/api/art/games/cherry-royale/short.webp?w=240');
    await db
      .update(games)
      .set({ name: 'Cherry Royale' })
      .where(eq(games.identifier, 'cherry-royale'));
    expect(renamed.statusCode).toBe(302);
    expect(renamed.headers.location).toBe('/api/art/games/cherry-royale/short.svg?v=2');
    expect(renamed.headers['cache-control']).toBe('no-cache');
    expect(renamedStandard.statusCode).toBe(302);
    expect(renamedStandard.headers.location).toBe('/api/art/games/cherry-royale/short.svg?v=2');
    expect((await get('/api/art/games/cherry-royale/long.webp')).statusCode).toBe(200);

    const unrendered = await get('/api/art/categories/constructor/gc.webp');
    expect(unrendered.statusCode).toBe(302);
    expect(unrendered.headers.location).toBe('/api/art/categories/constructor/gc.svg?v=2');
  });

  it('answers 404 and 400 for rasters as for drawings', async () => {
    expect((await get('/api/art/games/no-such-game/short.webp')).statusCode).toBe(404);
    expect((await get('/api/art/games/crown-jewels/wide.webp')).statusCode).toBe(400);
    expect((await get('/api/art/labels/unknown.webp')).statusCode).toBe(404);
    expect((await get('/api/art/labels/tostring.webp')).statusCode).toBe(404);
    expect((await get('/api/art/games/crown-jewels/short.png')).statusCode).toBe(404);
  });

  it('has a current WebP of every picture of the demo catalogue, and of nothing else', () => {
    const pictures = demoPictures();
    const renditions = pictures.flatMap((picture) =>
      [undefined, ...picture.widths].map((width) => ({ picture, width })),
    );
    expect(rasterKeys().sort()).toEqual(
      renditions.map(({ picture, width }) => renditionKey(picture.key, width)).sort(),
    );
    for (const { picture, width } of renditions) {
      const key = renditionKey(picture.key, width);
      const hint = `${key} was drawn differently: run npx tsx apps/server/scripts/rasterize-art.ts`;
      expect(rasterVersion(picture.key, width), hint).toBe(drawingHash(picture.svg));
      const bytes = readRaster(picture.key, picture.svg, width);
      expect(bytes && isWebp(bytes), key).toBe(true);
      if (bytes && width !== undefined) expect(webpSize(bytes).width, key).toBe(width);
    }
  });
});
