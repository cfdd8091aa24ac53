import { useTranslation } from 'react-i18next';
import { HOUSE_BANNER } from '#src/app/routes/landing-hero';
import { HeroBanner } from '#src/features/banners/components/hero-banner';

/**
 * The home page before it knows who is visiting (the session check is in flight) or while the
 * lobby's code loads: the house banner, exactly as index.html paints it before any script, so
 * the hand-over from the static first screen to React changes nothing on screen.
 */
export function HomeFirstScreen() {
  const { t } = useTranslation();
  return (
    <div className="home-first-screen" data-testid="home-first-screen" aria-busy="true">
      <HeroBanner
        fallback={{ ...HOUSE_BANNER, alt: t('landing.bannerAlt') }}
        served={null}
        isAnimationEnabled={false}
      />
    </div>
  );
}
