import '#src/features/wallet/components/wallet.css';
import { asAmountMinor, coinLabel, formatAmount } from '@casino/money';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWallet } from '#src/features/wallet/api/get-wallet';
import { useAnimatedAmount } from '#src/features/wallet/hooks/use-animated-amount';
import { useFlag } from '#src/lib/feature-flags';
import { useCoinType } from '#src/stores/coin-type';
import { useDialogs, type TFullPageDialogKey } from '#src/stores/dialogs';

/**
 * Header balance of the selected coin (SC 2 decimals, GC 0) with the plus button. Plus opens
 * the store, or the prevent_purchase page when purchasing is blocked; balance or plus while the
 * store is open closes it (spec §2). `canOpen` tells which of those pages exist: plus shows
 * only when the page it would open does.
 */
export function BalancePanel({ canOpen }: { canOpen: (key: TFullPageDialogKey) => boolean }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const coinType = useCoinType((state) => state.coinType);
  const isPurchaseBlocked = useFlag('prevent_purchase') === true;
  const fullPageDialog = useDialogs((state) => state.fullPageDialog);
  const openFullPageDialog = useDialogs((state) => state.openFullPageDialog);
  const closeFullPageDialog = useDialogs((state) => state.closeFullPageDialog);
  const balanceMinor = coinType === 'GC' ? wallet.gcCoin : wallet.totalScCoin;
  const shownMinor = useAnimatedAmount(balanceMinor, wallet.walletId !== -1);
  const label = coinLabel(coinType);
  const shown = formatAmount(asAmountMinor(shownMinor), { coin: coinType, style: 'header' });

  const handleBalanceClick = () => {
    if (fullPageDialog === 'store') closeFullPageDialog();
  };
  const plusTarget: TFullPageDialogKey = isPurchaseBlocked ? 'prevent_purchase' : 'store';
  const handlePlusClick = () => {
    if (fullPageDialog === 'store') return closeFullPageDialog();
    openFullPageDialog(plusTarget);
  };

  return (
    <div className="balance-panel" data-coin={coinType} data-testid="balance-panel">
      <button type="button" className="balance-panel__amount" onClick={handleBalanceClick}>
        <span className="balance-panel__coin">{label}</span>{' '}
        <span className="balance-panel__value" data-testid="balance-value">
          {shown}
        </span>{' '}
        <span className="cc-visually-hidden">{t('wallet.balanceSuffix')}</span>
      </button>
      {canOpen(plusTarget) ? (
        <button
          type="button"
          className="balance-panel__plus"
          onClick={handlePlusClick}
          aria-label={t('wallet.buyCoins')}
        >
          <Plus size={18} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
