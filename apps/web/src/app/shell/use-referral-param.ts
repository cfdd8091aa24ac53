import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { keepReferrerCode, referrerCodeFromParams } from '#src/lib/referral-attribution';
import { useAuthStatus } from '#src/stores/auth-status';
import { openDialog } from '#src/stores/dialogs';

/**
 * A friend's invite link (`?campaign=<code>&source=friends`, payments §2): a guest's code is
 * kept in this browser until sign-up sends it (decision 167) and sign-up opens; a signed-in
 * player keeps nothing. Either way the parameters leave the address at once.
 */
export function useReferralParam(): void {
  const [params, setParams] = useSearchParams();
  const isAuthorized = useIsAuthorized();
  const isAuthResolved = useAuthStatus((state) => state.isAuthResolved);
  const code = referrerCodeFromParams(params);

  useEffect(() => {
    // Wait for the first auth check, so a signed-in player's resumed session is not taken for a
    // guest.
    if (!code || !isAuthResolved) return;
    if (!isAuthorized) {
      keepReferrerCode(code);
      openDialog('signup');
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('campaign');
        next.delete('source');
        return next;
      },
      { replace: true },
    );
  }, [code, isAuthorized, isAuthResolved, setParams]);
}
