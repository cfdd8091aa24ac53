import type { TBanner } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useBanners } from '#src/features/banners/api/get-banners';
import { HeroBanner } from '#src/features/banners/components/hero-banner';
import type { TUtm } from '#src/app/routes/use-landing-params';
import { useFlag } from '#src/lib/feature-flags';
import { useCoinType } from '#src/stores/coin-type';

/** Our own art, shipped with the app (and preloaded by index.html). */
export const HOUSE_BANNER = {
  desktop: '/banners/landing-desktop.webp',
  mobile: '/banners/landing-mobile.webp',
};

/** The first banner of a page key over the house art. */
export function PageKeyBanner({ banner }: { banner: TBanner | undefined }) {
  const { t } = useTranslation();
  const isAnimationEnabled = useFlag('banner_animation_enabled') === true;
  return (
    <HeroBanner
      fallback={{ ...HOUSE_BANNER, alt: t('landing.bannerAlt') }}
      served={
        banner
          ? {
              desktop: banner.desktopBanner,
              mobile: banner.mobileBanner,
              alt: [banner.title, banner.subtitle].filter(Boolean).join('. '),
            }
          : null
      }
      isAnimationEnabled={isAnimationEnabled}
    />
  );
}

export function LandingHero({ utm }: { utm: TUtm }) {
  const coinType = useCoinType((state) => state.coinType);
  const banners = useBanners({ theme: coinType, ...utm });
  return <PageKeyBanner banner={banners.data?.landing[0]} />;
}
