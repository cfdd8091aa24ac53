import type { TGame } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { thumbnailFor, toTileJackpot } from '#src/features/catalogue/components/game-presentation';
import { toTileLabels } from '#src/lib/game-labels';

function gameWithJackpot(gc: number | null, sc: number | null): TGame {
  return {
    masterCasinoGameId: 1,
    identifier: 'crown-jewels',
    name: 'Crown Jewels',
    masterCasinoProviderId: 1,
    masterCasinoProvider: { name: 'Crown Studio' },
    masterGameSubCategoryId: 1,
    gameCategoryConnections: [],
    gameLabels: [],
    moreDetails: { jackpotFeedGC: gc, jackpotFeedSC: sc, jackpotType: 'progressive' },
    thumbnails: {
      thumbnailUrl: '/a.webp',
      thumbnailHrUrl: '/a-hr.webp',
      thumbnailLongUrl: '/l.webp',
      thumbnailLongHrUrl: '/l-hr.webp',
      thumbnailShortUrl: '/s.webp',
      thumbnailShortHrUrl: '/s-hr.webp',
    },
    engineKey: 'video-5x3',
    variantKey: null,
  };
}

describe('game tile presentation', () => {
  it("takes the shape's standard and Hr art", () => {
    const game = gameWithJackpot(null, null);
    expect(thumbnailFor(game, 'long')).toEqual({ url: '/l.webp', hrUrl: '/l-hr.webp' });
    expect(thumbnailFor(game, 'short')).toEqual({ url: '/s.webp', hrUrl: '/s-hr.webp' });
  });

  it('shows GC jackpots with 0 decimals and SC with 2', () => {
    const game = gameWithJackpot(123_456_78, 9_876_54);
    expect(toTileJackpot(game, 'GC', 'en-US')).toEqual({
      text: '123,456',
      isSmall: false,
      coinLabel: 'CC',
    });
    expect(toTileJackpot(game, 'SC', 'en-US')?.text).toBe('9,876.54');
  });

  it('uses the small style above 7 digits', () => {
    expect(toTileJackpot(gameWithJackpot(12_345_678_00, null), 'GC', 'en-US')?.isSmall).toBe(true);
    expect(toTileJackpot(gameWithJackpot(9_999_999_00, null), 'GC', 'en-US')?.isSmall).toBe(false);
  });

  it('shows no ribbon without a feed for the coin', () => {
    expect(toTileJackpot(gameWithJackpot(100, null), 'SC', 'en-US')).toBeNull();
  });

  it('styles tag labels by the coin theme and keeps icon labels as images', () => {
    const labels = toTileLabels(
      [
        {
          id: 1,
          name: 'NEW',
          gcStyle: { backgroundColor: '#F5C542', textColor: '#1B1446' },
          scStyle: { backgroundColor: '#2ED47A', textColor: '#0B2A1A' },
        },
        { id: 2, name: 'Jackpot', iconSrc: '/icon.svg' },
      ],
      'SC',
    );
    expect(labels[0]?.style).toEqual({ backgroundColor: '#2ED47A', color: '#0B2A1A' });
    expect(labels[1]?.iconSrc).toBe('/icon.svg');
  });
});
