import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getDailyBonusQueryOptions } from '#src/features/bonuses/api/get-daily-bonus';
import { DailyBonusPortal } from '#src/features/bonuses/components/daily-bonus-portal';
import { useFlag } from '#src/lib/feature-flags';
import { useAuthStatus } from '#src/stores/auth-status';
import { useManagedFeature, type TManagedFeature } from '#src/stores/feature-manager';
import { showInPortal } from '#src/stores/portal';

/**
 * The Daily Bonus dialog as a feature of the feature manager (decisions 145, 163): READY once
 * after each in-app log-in when the server says the player is entitled, unless
 * daily_bonus_enabled is off. The manager decides when it opens.
 */
export function DailyBonusFeature({ onWalletChanged }: { onWalletChanged: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEnabled = useFlag('daily_bonus_enabled') !== false;
  const shownForLogin = useRef<number | null>(null);

  const feature = useMemo<TManagedFeature>(
    () => ({
      type: 'DAILY_BONUS',
      fetch: async () => {
        const { loggedInAt } = useAuthStatus.getState();
        if (!isEnabled || loggedInAt === null || shownForLogin.current === loggedInAt) {
          return 'OFF';
        }
        const state = await queryClient.fetchQuery({
          ...getDailyBonusQueryOptions(),
          staleTime: 0,
        });
        return state.isEntitledToBonus ? 'READY' : 'OFF';
      },
      show: () => {
        shownForLogin.current = useAuthStatus.getState().loggedInAt;
        return showInPortal(<DailyBonusPortal onWalletChanged={onWalletChanged} />, {
          label: t('bonuses.daily.title'),
          contentClassName: 'daily-bonus-portal',
        });
      },
    }),
    [isEnabled, queryClient, onWalletChanged, t],
  );
  useManagedFeature(feature);
  return null;
}
