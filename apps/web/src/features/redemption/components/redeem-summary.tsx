import type { TRedeemMethodRules } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { feeOf, payoutOf } from '#src/features/redemption/model/redeem-amount';
import { sc } from '#src/features/redemption/model/redeem-format';

/**
 * What the player gives and gets, before they confirm: the amount, the fee and what arrives,
 * in the method's currency (Interac pays CAD; decision 138). A dash until the amount is valid.
 */
export function RedeemSummary({
  rules,
  amount,
}: {
  rules: TRedeemMethodRules;
  /** A valid amount in SC hundredths, or null. */
  amount: number | null;
}) {
  const { t } = useTranslation();
  const fee = amount === null ? null : feeOf(rules, amount);
  return (
    <dl className="redeem-summary" data-testid="redeem-summary">
      <div>
        <dt>{t('redemption.summary.amount')}</dt>
        <dd>{amount === null ? '—' : t('redemption.summary.sc', { amount: sc(amount) })}</dd>
      </div>
      <div>
        <dt>{t('redemption.summary.fee')}</dt>
        <dd>{fee === null ? '—' : t('redemption.summary.sc', { amount: sc(fee) })}</dd>
      </div>
      <div>
        <dt>{t('redemption.summary.payout')}</dt>
        <dd data-testid="redeem-payout">
          {amount === null
            ? '—'
            : t(`redemption.summary.${rules.payoutCurrencyCode}`, {
                amount: sc(payoutOf(rules, amount)),
              })}
        </dd>
      </div>
    </dl>
  );
}
