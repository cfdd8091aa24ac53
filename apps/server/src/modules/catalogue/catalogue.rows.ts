// Row shapes the catalogue repositories answer and the mapper turns into contract types.

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
  thumbnailShortHrUrl: string;
  thumbnailLongUrl: string;
  thumbnailLongHrUrl: string;
  jackpotType: string | null;
  jackpotFeedGcMinor: number | null;
  jackpotFeedScMinor: number | null;
}

/** A game label as stored: tag labels carry a style per coin theme, icon labels an icon. */
export interface TLabelRow {
  id: number;
  name: string;
  gcStyle: string | null;
  scStyle: string | null;
  iconSrc: string | null;
}

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
