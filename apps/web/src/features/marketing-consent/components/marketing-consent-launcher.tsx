import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMarketingConsent } from '#src/features/marketing-consent/api/answer-marketing-consent';
import { getMarketingConsentsQueryOptions } from '#src/features/marketing-consent/api/get-marketing-consents';
import { MarketingConsentDialog } from '#src/features/marketing-consent/components/marketing-consent-dialog';
import { useFlag } from '#src/lib/feature-flags';
import { useAuthStatus } from '#src/stores/auth-status';
import { usePortal } from '#src/stores/portal';
import { waitForTurn } from '#src/stores/startup-dialogs';

/** Engagement §9: the pause between two dialogs of the start-up sequence. */
export const DIALOG_GAP_MS = 300;

function closePortal() {
  usePortal.getState().closePortal(true);
}

/**
 * Resolves once the portal has been empty for DIALOG_GAP_MS: dialogs already open (country,
 * welcome, daily bonus) go first, and this one never replaces them.
 */
async function waitForQuietPortal(): Promise<void> {
  for (;;) {
    if (usePortal.getState().content !== null) {
      await new Promise<void>((resolve) => {
        const unsubscribe = usePortal.subscribe((state) => {
          if (state.content !== null) return;
          unsubscribe();
          resolve();
        });
      });
    }
    await new Promise((resolve) => setTimeout(resolve, DIALOG_GAP_MS));
    if (usePortal.getState().content === null) return;
  }
}

/**
 * Asks the consents the player has not answered yet (the server's list, `isAccepted` null), once
 * after each log-in, when the marketing_consent flag is on and pop-ups may show themselves; after
 * the daily bonus has had its turn (stores/startup-dialogs).
 */
export function MarketingConsentLauncher() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedInAt = useAuthStatus((state) => state.loggedInAt);
  const isEnabled = useFlag('marketing_consent') !== false;
  const isAutoDisplayPrevented = useFlag('prevent_popup_auto_display_web') === true;
  const askedForLogin = useRef<number | null>(null);
  const isMounted = useRef(true);
  useEffect(
    () => () => {
      isMounted.current = false;
    },
    [],
  );

  useEffect(() => {
    if (loggedInAt === null || !isEnabled || isAutoDisplayPrevented) return;
    if (askedForLogin.current === loggedInAt) return;
    askedForLogin.current = loggedInAt;
    void (async () => {
      const consents = await queryClient
        .fetchQuery({ ...getMarketingConsentsQueryOptions(), staleTime: 0 })
        .catch((error: unknown) => {
          console.error('Marketing consents not loaded', error);
          return [];
        });
      const pending = consents.filter((consent) => consent.isAccepted === null);
      if (pending.length === 0) return;
      await waitForTurn('marketingConsent', loggedInAt);
      await waitForQuietPortal();
      if (!isMounted.current || useAuthStatus.getState().loggedInAt !== loggedInAt) return;
      usePortal
        .getState()
        .openPortal(
          <MarketingConsentDialog
            consents={pending}
            onAnswer={answerMarketingConsent}
            onClose={closePortal}
          />,
          { label: t('marketingConsent.title'), isPersistent: true },
        );
    })();
  }, [loggedInAt, isEnabled, isAutoDisplayPrevented, queryClient, t]);

  return null;
}
