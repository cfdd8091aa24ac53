import type { TAuthProviderId } from '@casino/contracts';
import { thirdPartySignInPath } from '@casino/contracts/rest/auth/get-auth-providers';
import { Button } from '@casino/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthProviders } from '#src/features/auth/api/get-auth-providers';
import { isInAppBrowser, supportsAppleSignIn } from '#src/features/auth/model/platform';
import { getBrowserId } from '#src/lib/browser-id';
import { readReferrerCode } from '#src/lib/referral-attribution';

/** §4: the third-party pending flag clears after 2 s. */
const PENDING_CLEAR_MS = 2000;

/**
 * The providers switched on by the server. On the landing sign-up Facebook and Apple are left
 * out; Google is disabled in in-app browsers (with a tooltip); Apple shows only on Apple devices.
 * The start carries the kept invite code and this browser's id, as the e-mail sign-up does.
 */
export function ThirdPartyButtons({
  isLanding = false,
  divider,
}: {
  isLanding?: boolean;
  /** Where the 'Or' divider goes; it shows only when there is a button to separate. */
  divider?: 'before' | 'after';
}) {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  const [pending, setPending] = useState<TAuthProviderId | null>(null);
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setPending(null), PENDING_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  const visible = providers.filter((provider) => {
    if (isLanding && provider.id !== 'google') return false;
    if (provider.id === 'apple') return supportsAppleSignIn();
    return true;
  });
  if (visible.length === 0) return null;
  const isInApp = isInAppBrowser();

  return (
    <>
      {divider === 'before' ? <OrDivider isUpper={isLanding} /> : null}
      <div className="auth-providers">
        {visible.map((provider) => {
          const isBlocked = provider.id === 'google' && isInApp;
          return (
            <span
              key={provider.id}
              className="auth-providers__item"
              title={isBlocked ? t('auth.googleInAppTooltip') : undefined}
            >
              <Button
                variant="secondary"
                isBlock
                disabled={isBlocked || pending !== null}
                data-testid={`sign-in-${provider.id}`}
                onClick={() => {
                  setPending(provider.id);
                  window.location.assign(
                    thirdPartySignInPath(provider.id, {
                      referrerCode: readReferrerCode(),
                      deviceId: getBrowserId(),
                    }),
                  );
                }}
              >
                {t('auth.continueWith', { provider: provider.name })}
              </Button>
            </span>
          );
        })}
      </div>
      {divider === 'after' ? <OrDivider isUpper={isLanding} /> : null}
    </>
  );
}

export function OrDivider({ isUpper = false }: { isUpper?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="auth-divider" role="separator">
      <span>{isUpper ? t('auth.orUpper') : t('auth.or')}</span>
    </div>
  );
}
