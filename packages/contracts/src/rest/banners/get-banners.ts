import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

/** The page keys banners are grouped under (spec §3). */
export const BANNER_PAGE_KEYS = ['lobby_cc', 'lobby_sc', 'landing'] as const;
export const ZBannerPageKey = z.enum(BANNER_PAGE_KEYS);
export type TBannerPageKey = z.infer<typeof ZBannerPageKey>;

/** The coin theme the page is in: it picks the colour of the landing art (gold or emerald). */
export const BANNER_THEMES = ['GC', 'SC'] as const;

const ZUtmValue = zText().trim().min(1).max(100).optional();

export const ZGetBannersQuery = z.object({
  theme: zText()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(BANNER_THEMES))
    .default('GC'),
  utm_source: ZUtmValue,
  utm_campaign: ZUtmValue,
  utm_medium: ZUtmValue,
  utm_content: ZUtmValue,
  utm_term: ZUtmValue,
  /** Picks a campaign's banner: a banner whose promoKey matches comes first in each list. */
  utm_promo: ZUtmValue,
});
export type TGetBannersQuery = z.input<typeof ZGetBannersQuery>;

export const ZBannerImage = z.object({
  imageUrl: z.string(),
  /** An animated SVG; shown only when the banner animation flag is on, else imageUrl. */
  animationUrl: z.string().nullable(),
});
export type TBannerImage = z.infer<typeof ZBannerImage>;

export const ZBannerUtm = z.object({
  source: z.string().nullable(),
  campaign: z.string().nullable(),
  medium: z.string().nullable(),
  content: z.string().nullable(),
  term: z.string().nullable(),
  promo: z.string().nullable(),
});
export type TBannerUtm = z.infer<typeof ZBannerUtm>;

/** What a click does: open a dialog by key (store, rewards, sign-up…) or go to a site path. */
export const ZBannerCta = z.object({
  text: z.string(),
  action: z.enum(['sign_up', 'dialog', 'link']),
  /** Dialog key for action 'dialog', site path for 'link', null for 'sign_up'. */
  target: z.string().nullable(),
});
export type TBannerCta = z.infer<typeof ZBannerCta>;

export const ZBanner = z.object({
  bannerId: z.number().int().positive(),
  key: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  cta: ZBannerCta.nullable(),
  /** The campaign this banner belongs to (matched against utm_promo), null for evergreen ones. */
  promoKey: z.string().nullable(),
  desktopBanner: ZBannerImage,
  mobileBanner: ZBannerImage,
  /** The request's UTM values, passed through so clicks and sign-ups keep their attribution. */
  utm: ZBannerUtm,
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZGetBannersResponse = z.object({
  data: z.object({
    lobby_cc: z.array(ZBanner),
    lobby_sc: z.array(ZBanner),
    landing: z.array(ZBanner),
  }),
});
export type TGetBannersResponse = z.infer<typeof ZGetBannersResponse>;

export const getBannersContract = defineContract({
  method: 'GET',
  path: '/api/v2/ui/banners',
  summary: 'Hero banners per page key, campaign banner first when utm_promo matches (public)',
  query: ZGetBannersQuery,
  response: ZGetBannersResponse,
});

/** Generated banner art, answered as image/svg+xml (not JSON). */
export const BANNER_ART_PATH = '/api/art/banners/:artKey/:variant.svg';
export const BANNER_ART_VARIANTS = [
  'desktop',
  'mobile',
  'desktop-animated',
  'mobile-animated',
] as const;
export const ZGetBannerArtParams = z.object({
  artKey: zText()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/),
  variant: z.enum(BANNER_ART_VARIANTS),
});
export type TGetBannerArtParams = z.infer<typeof ZGetBannerArtParams>;
