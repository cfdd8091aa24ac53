import { Suspense } from 'react';
import { HomeFirstScreen } from '#src/app/routes/home-first-screen';
import { LandingPage } from '#src/app/routes/landing-page';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { lazyWithTexts } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';

const LobbyPage = lazyWithTexts(() => import('#src/app/routes/lobby-page'));

/**
 * Spec §2: / is the lobby for authorised players and the landing page for everyone else. Until
 * the session check answers, neither: a signed-in player never sees the guest landing flash.
 */
export function HomeRoute() {
  const isAuthResolved = useAuthStatus((state) => state.isAuthResolved);
  const isAuthorized = useIsAuthorized();
  if (!isAuthResolved) return <HomeFirstScreen />;
  if (!isAuthorized) return <LandingPage />;
  return (
    <Suspense fallback={<HomeFirstScreen />}>
      <LobbyPage />
    </Suspense>
  );
}
