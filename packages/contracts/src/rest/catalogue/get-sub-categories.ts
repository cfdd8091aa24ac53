import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZLimit, ZPage, ZQueryBoolean } from '#src/common/paging';
import { ZGame, ZThumbnailType } from '#src/rest/catalogue/game';

export const SUB_CATEGORY_GAMES_LIMIT_DEFAULT = 20;
export const SUB_CATEGORY_GAMES_LIMIT_MAX = 50;
export const SUB_CATEGORIES_PER_PAGE_DEFAULT = 20;
export const SUB_CATEGORIES_PER_PAGE_MAX = 50;

export const ZGetSubCategoriesQuery = z.object({
  /** Games per category row. */
  limit: ZLimit(SUB_CATEGORY_GAMES_LIMIT_DEFAULT, SUB_CATEGORY_GAMES_LIMIT_MAX),
  /** Paging over categories (1-based). */
  page: ZPage,
  perPage: ZLimit(SUB_CATEGORIES_PER_PAGE_DEFAULT, SUB_CATEGORIES_PER_PAGE_MAX),
  /** true: leave out categories without playable games (docs/decisions/010). */
  adaptive: ZQueryBoolean.default(false),
  /** A landing variant: categories tagged for it, or every category when none is tagged. */
  landingKey: zText()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export type TGetSubCategoriesQuery = z.input<typeof ZGetSubCategoriesQuery>;

export const ZSubCategory = z.object({
  masterGameSubCategoryId: z.number().int().positive(),
  /** Stable key for addresses such as /category/slots. */
  slug: z.string(),
  name: z.object({ EN: z.string() }),
  imageUrl: z.string(),
  scImageUrl: z.string(),
  showInHeader: z.boolean(),
  showInHamburgerMenu: z.boolean(),
  thumbnailType: ZThumbnailType,
  subCategoryGames: z.array(ZGame),
  hasMoreGames: z.boolean(),
  /** Games in the whole category, for "See All (n)". */
  gamesCount: z.number().int().nonnegative(),
});
export type TSubCategory = z.infer<typeof ZSubCategory>;

export const ZCategoryPaging = z.object({
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
  count: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type TCategoryPaging = z.infer<typeof ZCategoryPaging>;

export const ZGetSubCategoriesResponse = z.object({
  data: z.array(ZSubCategory),
  paging: ZCategoryPaging,
});
export type TGetSubCategoriesResponse = z.infer<typeof ZGetSubCategoriesResponse>;

export const getSubCategoriesContract = defineContract({
  method: 'GET',
  path: '/api/user/sub-category',
  summary: 'Lobby categories, each with its first games (paged over categories)',
  query: ZGetSubCategoriesQuery,
  response: ZGetSubCategoriesResponse,
});
