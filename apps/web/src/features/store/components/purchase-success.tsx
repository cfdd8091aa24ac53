import { asAmountMinor, formatAmount } from '@casino/money';
import type { TFunction } from 'i18next';
import { PurchaseResultDialog } from '#src/features/store/components/purchase-result-dialog';
import { paymentSession } from '#src/features/store/model/payment-session';
import { trackEvent } from '#src/lib/analytics';
import { usePortal } from '#src/stores/portal';

/** What a completed purchase bought (price in USD minor units, coins in minor units). */
export interface TCompletedPurchase {
  transactionId: string;
  packageId: number;
  price: number;
  gcAmount: number;
  scAmount: number;
  /** The package's coin-back bundle, when the caller knows the package (decision 106). */
  coinBack?: { percent: number; durationHours: number } | undefined;
}

/**
 * The success handling of spec §4, idempotent per transaction: the purchase analytics event
 * once, the caller's refresh, and the purchase success dialog. The card frame's success, a
 * bank or Skrill return and a payment_result socket message all come here; a repeat of a
 * transaction already handled in this tab (also after a reload) does nothing and answers false.
 */
export function runPurchaseSuccess(
  purchase: TCompletedPurchase,
  effects: { t: TFunction; onPurchased: () => void; onPlay: () => void },
): boolean {
  if (!paymentSession.claimSuccess(purchase.transactionId)) return false;
  const { t } = effects;
  trackEvent('purchase', {
    packageId: purchase.packageId,
    price: purchase.price,
    transactionId: purchase.transactionId,
  });
  effects.onPurchased();
  const { openPortal, closePortal } = usePortal.getState();
  openPortal(
    <PurchaseResultDialog
      tone="success"
      title={t('store.success.title')}
      text={t('store.success.text', {
        gc: formatAmount(asAmountMinor(purchase.gcAmount), { coin: 'GC', style: 'coins' }),
        sc: formatAmount(asAmountMinor(purchase.scAmount), { coin: 'SC', style: 'coins' }),
      })}
      note={
        purchase.coinBack
          ? t('store.success.coinBack', {
              percent: purchase.coinBack.percent,
              hours: purchase.coinBack.durationHours,
            })
          : undefined
      }
      actionLabel={t('store.success.play')}
      onAction={() => {
        closePortal(true);
        effects.onPlay();
      }}
      onClose={() => closePortal(true)}
    />,
    { label: t('store.success.title') },
  );
  return true;
}
