import { Spinner } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useClaimDailyBonus } from '#src/features/bonuses/api/claim-daily-bonus';
import { useDailyBonus } from '#src/features/bonuses/api/get-daily-bonus';
import { DailyBonusDialog } from '#src/features/bonuses/components/daily-bonus-dialog';
import { useFlag } from '#src/lib/feature-flags';
import { usePortal } from '#src/stores/portal';

function closePortal() {
  usePortal.getState().closePortal(true);
}

/** The Daily Bonus dialog as the portal shows it: loads the state, claims, closes itself. */
export function DailyBonusPortal({ onWalletChanged }: { onWalletChanged: () => void }) {
  const { t } = useTranslation();
  const isScMode = useFlag('sc_mode_available') !== false;
  const { data } = useDailyBonus();
  const { mutateAsync } = useClaimDailyBonus();
  if (!data) return <Spinner label={t('shell.loading')} />;
  return (
    <DailyBonusDialog
      state={data}
      isScMode={isScMode}
      onClaim={() => mutateAsync()}
      onClaimed={onWalletChanged}
      onClose={closePortal}
    />
  );
}
