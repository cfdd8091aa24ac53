import { Spinner } from '@casino/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { DialogHost } from '#src/app/dialogs/dialog-host';
import { IdentityComposition } from '#src/app/identity-composition';
import { Header } from '#src/app/layout/header';
import { useCloseShortcuts } from '#src/app/shell/use-close-shortcuts';
import { useInactivityReload } from '#src/app/shell/use-inactivity-reload';
import { usePromoCodeParam } from '#src/app/shell/use-promo-code-param';
import { useReferralParam } from '#src/app/shell/use-referral-param';
import { SiteFooter } from '#src/features/cms/components/site-footer';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { useIsPageSettled } from '#src/hooks/use-is-page-settled';
import { lazyWithTexts } from '#src/lib/i18n';

// Player-only chrome loads on demand so the guest landing does not carry it.
const FooterNav = lazyWithTexts(async () => ({
  default: (await import('#src/app/referral-composition')).FooterNavWithDot,
}));
const SideMenu = lazyWithTexts(async () => ({
  default: (await import('#src/app/referral-composition')).SideMenuWithDot,
}));
const TermsComposition = lazyWithTexts(async () => ({
  default: (await import('#src/app/referral-composition')).TermsComposition,
}));
const BonusesComposition = lazyWithTexts(async () => ({
  default: (await import('#src/app/bonuses-composition')).BonusesComposition,
}));
const OnboardingComposition = lazyWithTexts(async () => ({
  default: (await import('#src/app/onboarding-composition')).OnboardingComposition,
}));
const MarketingConsentFeature = lazyWithTexts(async () => ({
  default: (await import('#src/features/marketing-consent')).MarketingConsentFeature,
}));
const DailyMissionsFeatureComposition = lazyWithTexts(async () => ({
  default: (await import('#src/app/daily-missions-composition')).DailyMissionsFeatureComposition,
}));
const EventTriggersComposition = lazyWithTexts(async () => ({
  default: (await import('#src/app/event-triggers-composition')).EventTriggersComposition,
}));
const QuestsComposition = lazyWithTexts(async () => ({
  default: (await import('#src/app/quests-composition')).QuestsComposition,
}));
const FeatureManager = lazyWithTexts(async () => ({
  default: (await import('#src/features/feature-manager')).FeatureManager,
}));
const KycComposition = lazyWithTexts(async () => ({
  default: (await import('#src/app/kyc-composition')).KycComposition,
}));
const RedemptionComposition = lazyWithTexts(async () => ({
  default: (await import('#src/app/redemption-composition')).RedemptionComposition,
}));
const PaymentReturnComposition = lazyWithTexts(async () => ({
  default: (await import('#src/app/payment-return-composition')).PaymentReturnComposition,
}));
const PocComposition = lazyWithTexts(async () => ({
  default: (await import('#src/app/poc-composition')).PocComposition,
}));
const PromotionsComposition = lazyWithTexts(async () => ({
  default: (await import('#src/app/promotions-composition')).PromotionsComposition,
}));

/** A page whose code or data is still loading; it holds the viewport so the footer stays put. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <Spinner label={t('shell.loading')} size={40} />
    </div>
  );
}

/** The page frame for every route: header, content, site footer, footer navigation, layers. */
export function AppLayout() {
  const { t } = useTranslation();
  const isAuthorized = useIsAuthorized();
  const { pathname } = useLocation();
  const isGamePage = pathname.startsWith('/games/');
  const isPageSettled = useIsPageSettled();
  useCloseShortcuts();
  useInactivityReload();
  usePromoCodeParam();
  useReferralParam();

  return (
    <div className="app-shell" data-authorized={isAuthorized}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {isGamePage ? null : <SiteFooter isSignedIn={isAuthorized} />}
      {isAuthorized ? (
        <Suspense fallback={null}>
          <FooterNav />
          <SideMenu />
          <TermsComposition />
        </Suspense>
      ) : null}
      {isAuthorized && isPageSettled ? (
        // What answers a link, a return from a provider's page or a pending request waits for
        // the first screen to settle: loaded with it, its code ran in the lobby's longest tasks.
        <Suspense fallback={null}>
          <PromotionsComposition />
          <KycComposition />
          <RedemptionComposition />
          <PaymentReturnComposition />
          <PocComposition />
        </Suspense>
      ) : null}
      {isAuthorized ? (
        // Its own boundary: a chrome chunk still loading never holds the arrival dialogs back.
        <Suspense fallback={null}>
          <OnboardingComposition />
          <BonusesComposition />
          <MarketingConsentFeature />
          <DailyMissionsFeatureComposition />
          <EventTriggersComposition />
          <QuestsComposition />
          <FeatureManager />
        </Suspense>
      ) : null}
      <DialogHost />
      <IdentityComposition />
      <ScrollRestoration />
    </div>
  );
}
