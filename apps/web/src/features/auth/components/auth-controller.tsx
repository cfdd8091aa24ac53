import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { logOut, resolveAuth } from '#src/features/auth/model/auth-flow';
import { lazyWithTexts } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';
import { openDialog } from '#src/stores/dialogs';
import { usePortal } from '#src/stores/portal';

const AccountLockedDialog = lazyWithTexts(async () => ({
  default: (await import('#src/features/auth/components/account-locked-dialog'))
    .AccountLockedDialog,
}));
const SomethingWentWrongDialog = lazyWithTexts(async () => ({
  default: (await import('#src/features/auth/components/something-went-wrong-dialog'))
    .SomethingWentWrongDialog,
}));

/** Query parameters our server's redirects add; the controller reads and clears them. */
const AUTH_PARAMS = ['emailVerified', 'resetToken', 'thirdPartyLogin', 'authError'] as const;

/**
 * Owns the sign-in state: resolves the session on load (apiLogin), installs logOut in the
 * shell's store, reacts to the statuses of §4 and to the links our mails and the third-party
 * callback lead to.
 */
export function AuthController({ isDirectLanding }: { isDirectLanding: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = useAuthStatus((state) => state.status);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    useAuthStatus.getState().setAuthState({ logOut, isAuthResolved: false, isAuthFlowDone: false });
    void resolveAuth({ isInitial: true });
  }, []);

  useEffect(() => {
    const present = AUTH_PARAMS.filter((name) => params.has(name));
    if (present.length === 0) return;
    const resetToken = params.get('resetToken');
    const emailVerified = params.get('emailVerified');
    const authError = params.get('authError');
    if (resetToken) openDialog('login', { initialStep: 'newPassword', resetToken });
    else if (emailVerified === '1') openDialog('login', { notice: t('auth.emailVerifiedBanner') });
    else if (emailVerified === '0') openDialog('login', { notice: t('auth.emailLinkInvalid') });
    if (authError) {
      usePortal.getState().openPortal(
        <Suspense fallback={null}>
          <SomethingWentWrongDialog errorName={authError} />
        </Suspense>,
        { label: t('auth.wrong.title') },
      );
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of AUTH_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams, t]);

  useEffect(() => {
    const { openPortal } = usePortal.getState();
    switch (status) {
      case 'userInactive':
      case 'userSelfExcluded':
        openPortal(
          <Suspense fallback={null}>
            <AccountLockedDialog isDirectLanding={isDirectLanding} />
          </Suspense>,
          { label: t('auth.locked.title') },
        );
        return;
      case 'authError':
      case 'error':
        openPortal(
          <Suspense fallback={null}>
            <SomethingWentWrongDialog />
          </Suspense>,
          { label: t('auth.wrong.title') },
        );
        return;
      case 'thirdPartyFirstLogin':
        openDialog('signup', { initialStep: 'welcome' });
        return;
      case 'authenticated':
      case 'unauthenticated':
        return;
    }
  }, [status, isDirectLanding, t]);

  return null;
}
