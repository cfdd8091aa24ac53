import type { TRedeemTransaction } from '@casino/contracts';
import { asAmountMinor, formatAmount } from '@casino/money';
import { Button, IconButton } from '@casino/ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '#src/features/redemption/components/redemption.css';

/**
 * The redemption approval dialog (payments §2, §4): an approved (or already paid) request the
 * player has not acknowledged. Closing it acknowledges it.
 */
export function RedemptionApprovalDialog({
  request,
  onClose,
}: {
  request: TRedeemTransaction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = (minor: number) =>
    formatAmount(asAmountMinor(minor), { coin: 'SC', style: 'coins' });
  return (
    <div className="redeem-approval" data-testid="redemption-approval">
      <IconButton label={t('dialogs.close')} className="redeem-approval__close" onClick={onClose}>
        <X size={20} aria-hidden="true" />
      </IconButton>
      <h2 className="redeem-approval__title">{t('redemption.approval.title')}</h2>
      <p>
        {t(request.status === 'paid' ? 'redemption.approval.paid' : 'redemption.approval.text', {
          amount: format(request.amount),
          payout: format(request.payoutAmount),
          context: request.paymentMethodType,
        })}
      </p>
      <Button size="lg" isBlock onClick={onClose}>
        {t('redemption.approval.action')}
      </Button>
    </div>
  );
}
