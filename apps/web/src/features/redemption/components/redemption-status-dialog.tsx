import type { TRedeemTransaction } from '@casino/contracts';
import { asAmountMinor, formatAmount } from '@casino/money';
import { Button, IconButton } from '@casino/ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { shownReason } from '#src/features/redemption/model/redeem-amount';
import '#src/features/redemption/components/redemption.css';

export type TRedemptionStatusDialogKind = 'rejected' | 'activation' | 'expired';

/**
 * The rejected, activation and expired dialogs (payments §2, §4; decision 199), shown in turn
 * for requests the player has not acknowledged. Rejected shows the operator's reason;
 * activation offers the code step (`onEnterCode`); closing any of them acknowledges it.
 */
export function RedemptionStatusDialog({
  kind,
  request,
  onClose,
  onEnterCode,
}: {
  kind: TRedemptionStatusDialogKind;
  request: TRedeemTransaction;
  onClose: () => void;
  onEnterCode: () => void;
}) {
  const { t } = useTranslation();
  const amount = formatAmount(asAmountMinor(request.amount), { coin: 'SC', style: 'coins' });
  const time = request.activationExpiresAt
    ? new Date(request.activationExpiresAt).toLocaleTimeString()
    : '';
  return (
    <div className={`redeem-approval redeem-approval--${kind}`} data-testid={`redemption-${kind}`}>
      <IconButton label={t('dialogs.close')} className="redeem-approval__close" onClick={onClose}>
        <X size={20} aria-hidden="true" />
      </IconButton>
      <h2 className="redeem-approval__title">{t(`redemption.${kind}.title`)}</h2>
      <p>{t(`redemption.${kind}.text`, { amount, time })}</p>
      {kind === 'rejected' ? (
        <>
          <p className="redeem-approval__reason" data-testid="redemption-rejected-reason">
            {t('redemption.rejected.reason', {
              reason: shownReason(request.reason ?? t('redemption.tracker.reason.noReason')),
            })}
          </p>
          <p>{t('redemption.rejected.returned', { amount })}</p>
        </>
      ) : null}
      {kind === 'activation' ? (
        <div className="redeem-approval__actions">
          <Button size="lg" isBlock onClick={onEnterCode}>
            {t('redemption.activation.action')}
          </Button>
          <Button variant="ghost" isBlock onClick={onClose}>
            {t('redemption.activation.later')}
          </Button>
        </div>
      ) : (
        <Button size="lg" isBlock onClick={onClose}>
          {t(`redemption.${kind}.action`)}
        </Button>
      )}
    </div>
  );
}
