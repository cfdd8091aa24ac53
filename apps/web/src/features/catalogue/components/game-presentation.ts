import type { TGame, TThumbnailType } from '@casino/contracts';
import {
  asAmountMinor,
  coinLabel,
  formatAmount,
  isLongJackpot,
  type TCoinType,
  type TLocale,
} from '@casino/money';
import type { TGameTileJackpot } from '@casino/ui';

/** Jackpot feed of the current coin: 0 decimals for GC, 2 for SC, small above 7 digits. */
export function toTileJackpot(
  game: TGame,
  coinType: TCoinType,
  locale: TLocale,
): TGameTileJackpot | null {
  const feed = coinType === 'GC' ? game.moreDetails.jackpotFeedGC : game.moreDetails.jackpotFeedSC;
  if (feed === null) return null;
  const amount = asAmountMinor(feed);
  return {
    text: formatAmount(amount, { coin: coinType, style: 'jackpot', locale }),
    isSmall: isLongJackpot(amount),
    coinLabel: coinLabel(coinType),
  };
}

/** The tile's art in its shape: the standard rendition and the one for high-density screens. */
export function thumbnailFor(game: TGame, shape: TThumbnailType): { url: string; hrUrl: string } {
  const { thumbnails } = game;
  return shape === 'long'
    ? { url: thumbnails.thumbnailLongUrl, hrUrl: thumbnails.thumbnailLongHrUrl }
    : { url: thumbnails.thumbnailShortUrl, hrUrl: thumbnails.thumbnailShortHrUrl };
}
