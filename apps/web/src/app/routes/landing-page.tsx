import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { GameTeaser } from '#src/features/catalogue/components/game-teaser';
import { LandingHero } from '#src/app/routes/landing-hero';
import { useLandingParams } from '#src/app/routes/use-landing-params';
import { openDialog } from '#src/stores/dialogs';

/** What guests see at /: the hero with sign-up and log-in, real games, the footer links. */
export function LandingPage() {
  const { t } = useTranslation();
  const { landingKey, utm } = useLandingParams();
  return (
    <div className="landing" data-testid="landing-page">
      <LandingHero utm={utm} />
      <div className="landing__pitch">
        <p className="landing__eyebrow">{t('landing.eyebrow')}</p>
        <h1 className="landing__title">{t('landing.title')}</h1>
        <p className="landing__subtitle">{t('landing.subtitle')}</p>
        <div className="landing__actions">
          <Button size="lg" onClick={() => openDialog('signup')}>
            {t('landing.signUp')}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => openDialog('login')}>
            {t('landing.logIn')}
          </Button>
        </div>
        <p className="landing__note">{t('landing.noPurchase')}</p>
      </div>
      <div className="page-width">
        <ul className="landing__perks" role="list">
          <li>
            <strong>{t('landing.perkFairTitle')}</strong>
            <span>{t('landing.perkFairText')}</span>
          </li>
          <li>
            <strong>{t('landing.perkGamesTitle')}</strong>
            <span>{t('landing.perkGamesText')}</span>
          </li>
          <li>
            <strong>{t('landing.perkEntryTitle')}</strong>
            <span>{t('landing.perkEntryText')}</span>
          </li>
        </ul>
        <GameTeaser landingKey={landingKey ?? undefined} />
      </div>
    </div>
  );
}

export default LandingPage;
