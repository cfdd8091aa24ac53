import {
  ZGameEngineKey,
  ZGameLabelStyle,
  ZJackpotType,
  type TGame,
  type TGameLabel,
  type TGameLabelStyle,
  type TSubCategory,
} from '@casino/contracts';
import type {
  TCategoryRow,
  TGameExtras,
  TGameRow,
  TLabelRow,
} from '#src/modules/catalogue/catalogue.rows';

const FALLBACK_LABEL_STYLE: TGameLabelStyle = { backgroundColor: '#2C2268', textColor: '#FFFFFF' };

/** Tag label styles are stored as JSON text; a malformed one falls back instead of failing the lobby. */
function parseLabelStyle(stored: string | null): TGameLabelStyle {
  if (!stored) return FALLBACK_LABEL_STYLE;
  try {
    const parsed = ZGameLabelStyle.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : FALLBACK_LABEL_STYLE;
  } catch {
    return FALLBACK_LABEL_STYLE;
  }
}

export function toGameLabel(row: TLabelRow): TGameLabel {
  if (row.iconSrc) return { id: row.id, name: row.name, iconSrc: row.iconSrc };
  return {
    id: row.id,
    name: row.name,
    gcStyle: parseLabelStyle(row.gcStyle),
    scStyle: parseLabelStyle(row.scStyle),
  };
}

export function toGame(row: TGameRow, extras: TGameExtras): TGame {
  const categoryIds = extras.categoryIdsByGame.get(row.id) ?? [row.primarySubCategoryId];
  const engineKey = ZGameEngineKey.safeParse(row.engineKey);
  const jackpotType = ZJackpotType.safeParse(row.jackpotType);
  return {
    masterCasinoGameId: row.id,
    identifier: row.identifier,
    name: row.name,
    masterCasinoProviderId: row.providerId,
    masterCasinoProvider: { name: row.providerName },
    masterGameSubCategoryId: row.primarySubCategoryId,
    gameCategoryConnections: categoryIds.map((id) => ({ masterGameSubCategoryId: id })),
    gameLabels: (extras.labelsByGame.get(row.id) ?? []).map(toGameLabel),
    moreDetails: {
      jackpotFeedGC: row.jackpotFeedGcMinor,
      jackpotFeedSC: row.jackpotFeedScMinor,
      jackpotType: jackpotType.success ? jackpotType.data : null,
    },
    thumbnails: {
      thumbnailUrl: row.thumbnailShortUrl,
      thumbnailHrUrl: row.thumbnailShortHrUrl,
      thumbnailShortUrl: row.thumbnailShortUrl,
      thumbnailShortHrUrl: row.thumbnailShortHrUrl,
      thumbnailLongUrl: row.thumbnailLongUrl,
      thumbnailLongHrUrl: row.thumbnailLongHrUrl,
    },
    engineKey: engineKey.success ? engineKey.data : null,
    variantKey: row.variantKey,
  };
}

export function toSubCategory(row: TCategoryRow, subCategoryGames: TGame[]): TSubCategory {
  return {
    masterGameSubCategoryId: row.id,
    slug: row.slug,
    name: { EN: row.nameEn },
    imageUrl: row.imageUrl,
    scImageUrl: row.scImageUrl,
    showInHeader: row.showInHeader,
    showInHamburgerMenu: row.showInHamburgerMenu,
    thumbnailType: row.thumbnailType,
    subCategoryGames,
    hasMoreGames: row.gamesCount > subCategoryGames.length,
    gamesCount: row.gamesCount,
  };
}
