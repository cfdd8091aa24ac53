import { GameTile, type TGameTileProps } from '@casino/ui';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

const tile: TGameTileProps = {
  name: 'Crown Jewels',
  providerName: 'Crown Studios',
  imageUrl: '/art/short.webp?w=240',
  imageHrUrl: '/art/short.webp',
  shape: 'short',
  href: '/games/1',
};

function artOf(props: Partial<TGameTileProps>) {
  const { container } = render(<GameTile {...tile} {...props} />);
  return container.querySelector('img.cc-tile__art');
}

describe("a game tile's art", () => {
  afterEach(cleanup);

  it('offers the standard art at the tile size and the Hr art at twice it, for the browser to pick', () => {
    const art = artOf({});
    expect(art?.getAttribute('src')).toBe('/art/short.webp?w=240');
    expect(art?.getAttribute('srcset')).toBe('/art/short.webp?w=240 240w, /art/short.webp 480w');
    expect(art?.getAttribute('sizes')).toBe('(max-width: 768px) 30vw, 200px');
    expect(art?.getAttribute('width')).toBe('240');
  });

  it('names one picture when there is no Hr art or it is the same', () => {
    for (const imageHrUrl of [undefined, tile.imageUrl]) {
      const art = artOf({ imageHrUrl });
      expect(art?.getAttribute('src')).toBe(tile.imageUrl);
      expect(art?.hasAttribute('srcset')).toBe(false);
      expect(art?.hasAttribute('sizes')).toBe(false);
      cleanup();
    }
  });

  it('requests no art while it is deferred', () => {
    expect(artOf({ isArtDeferred: true })).toBeNull();
  });
});
