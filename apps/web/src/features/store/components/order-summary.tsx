import type { TStorePackage } from '@casino/contracts';
import { asAmountMinor, formatAmount, formatPrice } from '@casino/money';
import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { coinBackOf } from '#src/features/store/components/package-card';

/** The order summary (spec §2): what the player gets and pays, before the payments frame. */
export function OrderSummary({
  pack,
  isErrorMode,
  onPay,
  onBack,
}: {
  pack: TStorePackage;
  isErrorMode: boolean;
  onPay: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const coinBack = coinBackOf(pack);
  return (
    <section className="store-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="store-section-title">
        {t('store.summary.title')}
      </h2>
      {isErrorMode ? (
        <p className="store-summary__error" role="alert">
          {t('store.summary.errorMode')}
        </p>
      ) : null}
      <dl className="store-summary__rows">
        <dt>{t('store.summary.package')}</dt>
        <dd>{pack.title}</dd>
        <dt>{t('store.summary.crownCoins')}</dt>
        <dd>{formatAmount(asAmountMinor(pack.gcAmount), { coin: 'GC', style: 'coins' })}</dd>
        <dt>{t('store.summary.sweepsCoins')}</dt>
        <dd>{formatAmount(asAmountMinor(pack.scAmount), { coin: 'SC', style: 'coins' })}</dd>
        {coinBack ? (
          <>
            <dt>{t('store.summary.coinBack')}</dt>
            <dd>
              {t('store.coinBack', { percent: coinBack.percent, hours: coinBack.durationHours })}
            </dd>
          </>
        ) : null}
        <dt className="store-summary__total">{t('store.summary.total')}</dt>
        <dd className="store-summary__total">{formatPrice(pack.price)}</dd>
      </dl>
      <div className="store-summary__actions">
        <Button isBlock size="lg" onClick={onPay}>
          {t('store.summary.pay')}
        </Button>
        <Button isBlock variant="secondary" onClick={onBack}>
          {t('store.summary.back')}
        </Button>
      </div>
    </section>
  );
}
