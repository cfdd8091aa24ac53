import type { TBanner } from '@casino/contracts';
import type { ReactNode } from 'react';
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

/** A banner of a page key over the house art, with its words and call to action. */
export function PageKeyBanner({
  banner,
  action,
  isAnimated = true,
}: {
  banner: TBanner | undefined;
  action?: ReactNode;
  isAnimated?: boolean;
}) {
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
              title: banner.title,
              subtitle: banner.subtitle,
            }
          : null
      }
      isAnimationEnabled={isAnimationEnabled && isAnimated}
      action={action}
    />
  );
}

export function LandingHero({ utm }: { utm: TUtm }) {
  const coinType = useCoinType((state) => state.coinType);
  const banners = useBanners({ theme: coinType, ...utm });
  return <PageKeyBanner banner={banners.data?.landing[0]} />;
}
