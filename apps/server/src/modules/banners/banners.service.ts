import {
  BANNER_ART_PATH,
  BANNER_PAGE_KEYS,
  buildPath,
  type TBanner,
  type TBannerPageKey,
  type TBannerUtm,
  type TGetBannerArtParams,
  type TGetBannersResponse,
} from '@casino/contracts';
import type { TClock } from '#src/lib/clock';
import type { TBannerRow, TBannersRepository } from '#src/modules/banners/banners.repository';

export interface TBannerRequest {
  theme: 'GC' | 'SC';
  utm: TBannerUtm;
}

function artUrl(artKey: string, variant: TGetBannerArtParams['variant']): string {
  return buildPath(BANNER_ART_PATH, { artKey, variant });
}

function toBanner(row: TBannerRow, utm: TBannerUtm): TBanner {
  return {
    bannerId: row.id,
    key: row.key,
    title: row.title,
    subtitle: row.subtitle,
    cta:
      row.ctaText && row.ctaAction
        ? { text: row.ctaText, action: row.ctaAction, target: row.ctaTarget }
        : null,
    promoKey: row.promoKey,
    desktopBanner: {
      imageUrl: artUrl(row.artKey, 'desktop'),
      animationUrl: row.hasAnimation ? artUrl(row.artKey, 'desktop-animated') : null,
    },
    mobileBanner: {
      imageUrl: artUrl(row.artKey, 'mobile'),
      animationUrl: row.hasAnimation ? artUrl(row.artKey, 'mobile-animated') : null,
    },
    utm,
  };
}

/**
 * Hero banners per page key. Campaign banners (with a promoKey) show only to visitors who
 * arrive with that utm_promo, ahead of the evergreen ones; the theme picks the landing colour.
 */
export function createBannersService(deps: { repository: TBannersRepository; clock: TClock }) {
  return {
    async listBanners(request: TBannerRequest): Promise<TGetBannersResponse['data']> {
      const rows = await deps.repository.listLive(deps.clock.now());
      const promo = request.utm.promo?.toLowerCase() ?? null;
      const answer = Object.fromEntries(
        BANNER_PAGE_KEYS.map((key) => [key, [] as TBanner[]]),
      ) as Record<TBannerPageKey, TBanner[]>;
      const visible = rows.filter(
        (row) =>
          row.themes.includes(request.theme) &&
          (row.promoKey === null || row.promoKey.toLowerCase() === promo),
      );
      const campaignFirst = [
        ...visible.filter((row) => row.promoKey !== null),
        ...visible.filter((row) => row.promoKey === null),
      ];
      for (const row of campaignFirst) answer[row.pageKey].push(toBanner(row, request.utm));
      return answer;
    },
  };
}
export type TBannersService = ReturnType<typeof createBannersService>;
