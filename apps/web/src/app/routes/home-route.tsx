import { lazy } from 'react';
import { LandingPage } from '#src/app/routes/landing-page';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';

const LobbyPage = lazy(() => import('#src/app/routes/lobby-page'));

/** Spec §2: / is the lobby for authorised players and the landing page for everyone else. */
export function HomeRoute() {
  const isAuthorized = useIsAuthorized();
  return isAuthorized ? <LobbyPage /> : <LandingPage />;
}
