import type { TStorePackage } from '@casino/contracts';
import { asAmountMinor, formatAmount, formatPrice } from '@casino/money';
import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';

export function coinBackOf(pack: TStorePackage) {
  return pack.packageBundles.find((bundle) => bundle.bundleType === 'coinBack')?.bundlePayload;
}

/** One package on the store page: coins first, the price on its Buy button. */
export function PackageCard({
  pack,
  onBuy,
}: {
  pack: TStorePackage;
  onBuy: (pack: TStorePackage) => void;
}) {
  const { t } = useTranslation();
  const coinBack = coinBackOf(pack);
  const titleId = `package-${pack.packageId}-title`;
  return (
    <article
      className={`store-card${pack.isFirstPurchaseOffer ? ' store-card--offer' : ''}`}
      aria-labelledby={titleId}
      data-testid="store-package"
    >
      {pack.badge ? <span className="store-card__badge">{pack.badge}</span> : null}
      <h3 id={titleId} className="store-card__title">
        {pack.title}
      </h3>
      <p className="store-card__gc">
        {t('store.gc', {
          amount: formatAmount(asAmountMinor(pack.gcAmount), { coin: 'GC', style: 'coins' }),
        })}
      </p>
      <p className="store-card__sc">
        {t('store.sc', {
          amount: formatAmount(asAmountMinor(pack.scAmount), { coin: 'SC', style: 'coins' }),
        })}
      </p>
      {coinBack ? (
        <p className="store-card__extra">
          {t('store.coinBack', { percent: coinBack.percent, hours: coinBack.durationHours })}
        </p>
      ) : null}
      <Button isBlock onClick={() => onBuy(pack)} aria-describedby={titleId}>
        {t('store.buy', { price: formatPrice(pack.price) })}
      </Button>
    </article>
  );
}
