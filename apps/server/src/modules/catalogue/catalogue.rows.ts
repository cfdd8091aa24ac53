import { type gameLabels, gameProviders, games } from '#src/db/schema/index';

/** The columns every game read selects; the mapper turns one such row into a contract game. */
export const gameColumns = {
  id: games.id,
  identifier: games.identifier,
  name: games.name,
  providerId: games.providerId,
  providerName: gameProviders.name,
  primarySubCategoryId: games.primarySubCategoryId,
  engineKey: games.engineKey,
  variantKey: games.variantKey,
  thumbnailShortUrl: games.thumbnailShortUrl,
  thumbnailLongUrl: games.thumbnailLongUrl,
  jackpotType: games.jackpotType,
  jackpotFeedGcMinor: games.jackpotFeedGcMinor,
  jackpotFeedScMinor: games.jackpotFeedScMinor,
};

export interface TGameRow {
  id: number;
  identifier: string;
  name: string;
  providerId: number;
  providerName: string;
  primarySubCategoryId: number;
  engineKey: string | null;
  variantKey: string | null;
  thumbnailShortUrl: string;
  thumbnailLongUrl: string;
  jackpotType: string | null;
  jackpotFeedGcMinor: number | null;
  jackpotFeedScMinor: number | null;
}

export type TLabelRow = typeof gameLabels.$inferSelect;

/** What a game needs besides its own row: its category connections and labels. */
export interface TGameExtras {
  categoryIdsByGame: Map<number, number[]>;
  labelsByGame: Map<number, TLabelRow[]>;
}

export interface TCategoryRow {
  id: number;
  slug: string;
  nameEn: string;
  imageUrl: string;
  scImageUrl: string;
  showInHeader: boolean;
  showInHamburgerMenu: boolean;
  thumbnailType: 'long' | 'short';
  gamesCount: number;
}
