import type { TEventLayoutElement, TEventPackage } from '@casino/contracts';
import { asAmountMinor, formatAmount, formatPrice } from '@casino/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TActionButton = Extract<TEventLayoutElement, { type: 'ACTION_BTN' }>;

/** The layout's ACTION_BTN (every layout has one). */
export function actionButtonOf(elements: readonly TEventLayoutElement[]): TActionButton | null {
  for (const element of elements) if (element.type === 'ACTION_BTN') return element;
  return null;
}

/**
 * A 2-3-offer's packages side by side (stacked on a phone), decision 215: each its price, its
 * CC and SC, and its own button, in the look and with the text of the layout's ACTION_BTN and
 * the package's price. The button leads into the store purchase of that package.
 */
export function OfferPackages({
  packages,
  button,
  isDisabled,
  onBuy,
}: {
  packages: readonly TEventPackage[];
  button: TActionButton;
  isDisabled: boolean;
  onBuy: (packageId: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <ul
      className="event-popup__packages"
      aria-label={t('eventTriggers.twoThreeOffer.packages', { count: packages.length })}
    >
      {packages.map((item) => {
        const coinsId = `${id}-${item.packageId}`;
        return (
          <li key={item.packageId} className="event-popup__package" data-testid="offer-package">
            <p className="event-popup__package-price">{formatPrice(item.price)}</p>
            <p id={coinsId} className="event-popup__package-coins">
              <span className="event-popup__package-gc">
                {t('store.gc', {
                  amount: formatAmount(asAmountMinor(item.gcCoin), { coin: 'GC', style: 'coins' }),
                })}
              </span>{' '}
              <span className="event-popup__package-sc">
                {t('store.sc', {
                  amount: formatAmount(asAmountMinor(item.scCoin), { coin: 'SC', style: 'coins' }),
                })}
              </span>
            </p>
            <button
              type="button"
              className={`event-popup__action event-popup__action--${button.btnType} event-popup__package-buy`}
              style={{ fontSize: `${button.style.fontSize}px` }}
              aria-describedby={coinsId}
              disabled={isDisabled}
              onClick={() => onBuy(item.packageId)}
            >
              {t('eventTriggers.twoThreeOffer.buy', {
                action: button.text,
                price: formatPrice(item.price),
              })}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
