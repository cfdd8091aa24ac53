import { Button, CrownLogo, IconButton } from '@casino/ui';
import { Menu } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { lazyWithTexts } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';
import { openDialog, useDialogs } from '#src/stores/dialogs';
import { usePortal } from '#src/stores/portal';

const PlayerHeaderStart = lazyWithTexts(async () => ({
  default: (await import('#src/app/layout/player-header')).PlayerHeaderStart,
}));
const PlayerHeaderEnd = lazyWithTexts(async () => ({
  default: (await import('#src/app/layout/player-header')).PlayerHeaderEnd,
}));

/**
 * Logo home, hamburger with its notification dot, loyalty crown, balance panel and coin
 * switcher (or the logo without sc_mode_available). Hidden while a dialog or portal is open.
 * Until the session check answers only the logo shows, as in index.html's static first screen.
 */
export function Header({ hasMenuNotification = false }: { hasMenuNotification?: boolean }) {
  const { t } = useTranslation();
  const isAuthorized = useIsAuthorized();
  const isAuthResolved = useAuthStatus((state) => state.isAuthResolved);
  const isSideMenuOpen = useDialogs((state) => state.isSideMenuOpen);
  const setSideMenuOpen = useDialogs((state) => state.setSideMenuOpen);
  const hasOpenDialog = useDialogs(
    (state) => state.dialogs.length > 0 || state.fullPageDialog !== null,
  );
  const hasPortal = usePortal((state) => state.content !== null);

  return (
    <header
      className="app-header"
      data-hidden={hasOpenDialog || hasPortal}
      data-testid="app-header"
    >
      <div className="app-header__inner">
        <div className="app-header__start">
          {isAuthorized ? (
            <IconButton
              label={t('header.openMenu')}
              hasDot={hasMenuNotification}
              aria-expanded={isSideMenuOpen}
              aria-controls="side-menu"
              onClick={() => setSideMenuOpen(true)}
            >
              <Menu size={22} aria-hidden="true" />
            </IconButton>
          ) : null}
          <Link to="/" className="app-header__logo" aria-label={t('header.home')}>
            <CrownLogo title={t('app.name')} isCompact={isAuthorized} />
          </Link>
          {isAuthorized ? (
            <Suspense fallback={null}>
              <PlayerHeaderStart />
            </Suspense>
          ) : null}
        </div>
        {!isAuthResolved ? null : isAuthorized ? (
          <div className="app-header__end">
            <Suspense fallback={null}>
              <PlayerHeaderEnd />
            </Suspense>
          </div>
        ) : (
          <div className="app-header__end">
            <Button variant="ghost" onClick={() => openDialog('login')}>
              {t('header.logIn')}
            </Button>
            <Button onClick={() => openDialog('signup')}>{t('header.signUp')}</Button>
          </div>
        )}
      </div>
    </header>
  );
}
