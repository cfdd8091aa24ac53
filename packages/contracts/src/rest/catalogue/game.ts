import { z } from 'zod';

/**
 * The game record every catalogue call answers with (spec §3 "Game"). Shared by the lobby rows,
 * category pages, search and recently played, so one tile component renders them all.
 */

/** The studio engines that play our games; a game names the one it runs on. */
export const GAME_ENGINE_KEYS = [
  'classic-3reel',
  'video-5x3',
  'ways-243-cascade',
  'hold-and-win',
  'plinko',
  'mines',
  'wheel',
  'scratch',
] as const;
export const ZGameEngineKey = z.enum(GAME_ENGINE_KEYS);
export type TGameEngineKey = z.infer<typeof ZGameEngineKey>;

/** Colours of a tag label pill in one coin theme (GC gold or SC emerald). */
export const ZGameLabelStyle = z.object({
  backgroundColor: z.string(),
  textColor: z.string(),
});
export type TGameLabelStyle = z.infer<typeof ZGameLabelStyle>;

/** A text pill such as NEW or HOT, styled per coin theme. */
export const ZGameTagLabel = z.object({
  id: z.number().int(),
  name: z.string(),
  gcStyle: ZGameLabelStyle,
  scStyle: ZGameLabelStyle,
});
export type TGameTagLabel = z.infer<typeof ZGameTagLabel>;

/** An icon badge such as the jackpot crown; iconSrc is an image URL. */
export const ZGameIconLabel = z.object({
  id: z.number().int(),
  name: z.string(),
  iconSrc: z.string(),
});
export type TGameIconLabel = z.infer<typeof ZGameIconLabel>;

export const ZGameLabel = z.union([ZGameTagLabel, ZGameIconLabel]);
export type TGameLabel = z.infer<typeof ZGameLabel>;

export const JACKPOT_TYPES = ['progressive', 'must-drop', 'fixed'] as const;
export const ZJackpotType = z.enum(JACKPOT_TYPES);
export type TJackpotType = z.infer<typeof ZJackpotType>;

/** Jackpot feeds in integer minor units (hundredths); null for games without a jackpot. */
export const ZGameMoreDetails = z.object({
  jackpotFeedGC: z.number().int().nonnegative().nullable(),
  jackpotFeedSC: z.number().int().nonnegative().nullable(),
  jackpotType: ZJackpotType.nullable(),
});
export type TGameMoreDetails = z.infer<typeof ZGameMoreDetails>;

/**
 * Tile artwork. `thumbnailUrl` is the square (short) tile; the long variants are portrait.
 * Hr variants are for high-density screens (the same URL when the art is vector).
 */
export const ZGameThumbnails = z.object({
  thumbnailUrl: z.string(),
  thumbnailHrUrl: z.string(),
  thumbnailLongUrl: z.string(),
  thumbnailLongHrUrl: z.string(),
  thumbnailShortUrl: z.string(),
  thumbnailShortHrUrl: z.string(),
});
export type TGameThumbnails = z.infer<typeof ZGameThumbnails>;

export const ZGame = z.object({
  masterCasinoGameId: z.number().int().positive(),
  identifier: z.string(),
  name: z.string(),
  masterCasinoProviderId: z.number().int().positive(),
  masterCasinoProvider: z.object({ name: z.string() }),
  masterGameSubCategoryId: z.number().int().positive(),
  gameCategoryConnections: z.array(z.object({ masterGameSubCategoryId: z.number().int() })),
  gameLabels: z.array(ZGameLabel),
  moreDetails: ZGameMoreDetails,
  thumbnails: ZGameThumbnails,
  /** The studio engine that plays it; null while the game is listed but not yet playable. */
  engineKey: ZGameEngineKey.nullable(),
  /** The engine's themed title it plays (its paytable and art); null for single-table engines. */
  variantKey: z.string().nullable(),
});
export type TGame = z.infer<typeof ZGame>;

/** A page of games: the rows, the total matching and whether a next page exists. */
export const ZGamePage = z.object({
  rows: z.array(ZGame),
  count: z.number().int().nonnegative(),
  hasMoreGames: z.boolean(),
});
export type TGamePage = z.infer<typeof ZGamePage>;

export const THUMBNAIL_TYPES = ['long', 'short'] as const;
export const ZThumbnailType = z.enum(THUMBNAIL_TYPES);
export type TThumbnailType = z.infer<typeof ZThumbnailType>;
