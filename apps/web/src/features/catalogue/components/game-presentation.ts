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

export function thumbnailFor(game: TGame, shape: TThumbnailType): string {
  return shape === 'long' ? game.thumbnails.thumbnailLongUrl : game.thumbnails.thumbnailShortUrl;
}
