import type { TPurchaseLimitPeriod } from '@casino/contracts';
import { formatPrice } from '@casino/money';
import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';

/**
 * The purchase-limit-increase dialog (spec §2): a raise is spelled out before it is asked for,
 * with the cooling-off period it waits for; the current limit applies until then.
 */
export function PurchaseLimitIncreaseDialog({
  period,
  currentAmount,
  newAmount,
  coolingOffHours,
  onConfirm,
  onCancel,
}: {
  period: TPurchaseLimitPeriod;
  currentAmount: number;
  newAmount: number;
  coolingOffHours: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="account-dialog" data-testid="purchase-limit-increase">
      <h2 className="account-dialog__title">{t('purchaseLimits.increase.title')}</h2>
      <p className="account-exclusion__text">
        {t('purchaseLimits.increase.text', {
          period: t(`purchaseLimits.inText.${period}`),
          current: formatPrice(currentAmount),
          amount: formatPrice(newAmount),
          count: coolingOffHours,
        })}
      </p>
      <Button size="lg" isBlock onClick={onConfirm}>
        {t('purchaseLimits.increase.confirm')}
      </Button>
      <Button variant="ghost" isBlock onClick={onCancel}>
        {t('purchaseLimits.increase.cancel')}
      </Button>
    </div>
  );
}
