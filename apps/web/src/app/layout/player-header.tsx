import { CrownLogo } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { BalancePanelSlot, CoinSwitcherSlot, LoyaltyCrownSlot } from '#src/app/layout/header-slots';
import { useFlag } from '#src/lib/feature-flags';

/**
 * The signed-in parts of the header, loaded only for players so the guest landing does not
 * carry the wallet, socket or loyalty code (header.tsx imports this lazily).
 */
export function PlayerHeaderStart() {
  return <LoyaltyCrownSlot />;
}

export function PlayerHeaderEnd() {
  const { t } = useTranslation();
  const isScModeAvailable = useFlag('sc_mode_available') === true;
  return (
    <>
      <BalancePanelSlot />
      {isScModeAvailable ? <CoinSwitcherSlot /> : <CrownLogo title={t('app.name')} isCompact />}
    </>
  );
}
