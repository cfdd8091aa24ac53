import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getDailyBonusQueryOptions } from '#src/features/bonuses/api/get-daily-bonus';
import { DailyBonusPortal } from '#src/features/bonuses/components/daily-bonus-portal';
import { useFlag } from '#src/lib/feature-flags';
import { useAuthStatus } from '#src/stores/auth-status';
import { usePortal } from '#src/stores/portal';
import { useStartupDialogs } from '#src/stores/startup-dialogs';

/** Resolves when nothing is in the portal (the country chooser may still be open). */
function waitForPortalFree(): Promise<void> {
  if (usePortal.getState().content === null) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = usePortal.subscribe((state) => {
      if (state.content !== null) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Shows the Daily Bonus dialog once after each log-in (an in-app log-in or the end of sign-up,
 * not a resumed session; decision 163) when the server says the player is entitled, unless
 * daily_bonus_enabled is off or prevent_popup_auto_display_web is on.
 */
export function DailyBonusLauncher({ onWalletChanged }: { onWalletChanged: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedInAt = useAuthStatus((state) => state.loggedInAt);
  const isEnabled = useFlag('daily_bonus_enabled') !== false;
  const isAutoDisplayPrevented = useFlag('prevent_popup_auto_display_web') === true;
  const shownForLogin = useRef<number | null>(null);
  const isMounted = useRef(true);
  useEffect(
    () => () => {
      isMounted.current = false;
    },
    [],
  );

  useEffect(() => {
    if (loggedInAt === null) return;
    // Dialogs after this one (startup-dialogs) wait until it has shown or decided not to.
    const decide = () => useStartupDialogs.getState().markDecided('dailyBonus', loggedInAt);
    if (!isEnabled || isAutoDisplayPrevented) {
      decide();
      return;
    }
    if (shownForLogin.current === loggedInAt) return;
    shownForLogin.current = loggedInAt;
    void (async () => {
      const state = await queryClient
        .fetchQuery({ ...getDailyBonusQueryOptions(), staleTime: 0 })
        .catch((error: unknown) => {
          console.error('Daily bonus not loaded', error);
          return null;
        });
      if (!state?.isEntitledToBonus) {
        decide();
        return;
      }
      await waitForPortalFree();
      if (!isMounted.current || useAuthStatus.getState().loggedInAt !== loggedInAt) return;
      usePortal.getState().openPortal(<DailyBonusPortal onWalletChanged={onWalletChanged} />, {
        label: t('bonuses.daily.title'),
        contentClassName: 'daily-bonus-portal',
      });
      decide();
    })();
  }, [loggedInAt, isEnabled, isAutoDisplayPrevented, queryClient, onWalletChanged, t]);

  return null;
}
