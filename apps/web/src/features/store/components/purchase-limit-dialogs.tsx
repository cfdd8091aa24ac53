import type { TPurchaseLimit } from '@casino/contracts';
import { formatPrice } from '@casino/money';
import { Button, IconButton } from '@casino/ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The purchase-limit-exceeded dialog and, for the first-purchase offer, the purchase-limit-gift
 * dialog (spec §2, §8): which limit refused the purchase, what room is left, and the way to the
 * limits in My Account. `limit` is null when the window could not be read again.
 */
export function PurchaseLimitDialog({
  kind,
  limit,
  onManageLimits,
  onClose,
}: {
  kind: 'exceeded' | 'gift';
  limit: TPurchaseLimit | null;
  onManageLimits: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const values = limit
    ? {
        period: t(`purchaseLimits.inText.${limit.period}`),
        amount: formatPrice(limit.amount),
        remaining: formatPrice(limit.remaining),
      }
    : null;
  return (
    <div
      className="purchase-result purchase-result--failure"
      data-testid={`purchase-limit-${kind}`}
    >
      <IconButton label={t('dialogs.close')} className="purchase-result__close" onClick={onClose}>
        <X size={20} aria-hidden="true" />
      </IconButton>
      <h2 className="purchase-result__title">{t(`purchaseLimits.${kind}.title`)}</h2>
      <p className="purchase-result__text">
        {values
          ? t(`purchaseLimits.${kind}.text`, values)
          : t('purchaseLimits.exceeded.textGeneric')}
      </p>
      <p className="purchase-result__text">{t('purchaseLimits.exceeded.hint')}</p>
      <Button size="lg" isBlock onClick={onManageLimits}>
        {t('purchaseLimits.exceeded.manage')}
      </Button>
      <Button variant="ghost" isBlock onClick={onClose}>
        {t('purchaseLimits.exceeded.back')}
      </Button>
    </div>
  );
}
