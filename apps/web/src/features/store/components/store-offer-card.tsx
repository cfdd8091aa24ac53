import type { TStoreOffer, TStorePackage } from '@casino/contracts';
import { asAmountMinor, formatAmount, formatPrice } from '@casino/money';
import { Button } from '@casino/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimer } from '#src/lib/format-timer';

const TICK_MS = 1000;

/** The time left on a store offer with a countdown; at zero it tells the store, once. */
function OfferEndsIn({ expiredAt, onEnd }: { expiredAt: string; onEnd: () => void }) {
  const { t } = useTranslation();
  const endsAt = Date.parse(expiredAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const isOver = endsAt <= now;
  const hasEnded = useRef(false);
  useEffect(() => {
    if (!isOver || hasEnded.current) return;
    hasEnded.current = true;
    onEnd();
  }, [isOver, onEnd]);
  return (
    <p className="store-offer__ends" role="timer">
      {t('store.offers.endsIn', { time: formatTimer(endsAt - now) })}
    </p>
  );
}

/**
 * An offer shown in the store (decision 216): its image, ribbon, title and text from its store
 * layout, then its packages, each with its coins and its own Buy button into the same purchase
 * as the store's package cards.
 */
export function StoreOfferCard({
  offer,
  onBuy,
  onEnd,
}: {
  offer: TStoreOffer;
  onBuy: (pack: TStorePackage) => void;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const { storeLayout } = offer;
  return (
    <article className="store-offer" data-testid="store-offer" aria-labelledby={titleId}>
      <img className="store-offer__image" src={offer.storeLayoutImageUrl} alt="" />
      <div className="store-offer__body">
        {storeLayout.badge ? <span className="store-offer__badge">{storeLayout.badge}</span> : null}
        <h3 id={titleId} className="store-offer__title">
          {storeLayout.title}
        </h3>
        {storeLayout.text ? <p className="store-offer__text">{storeLayout.text}</p> : null}
        {offer.expiredAt ? <OfferEndsIn expiredAt={offer.expiredAt} onEnd={onEnd} /> : null}
        <ul className="store-offer__packages">
          {offer.packages.map((pack) => {
            const packId = `${id}-${pack.packageId}`;
            return (
              <li key={pack.packageId} className="store-offer__package">
                <p id={packId} className="store-offer__package-title">
                  {pack.title}
                </p>
                <p className="store-card__gc">
                  {t('store.gc', {
                    amount: formatAmount(asAmountMinor(pack.gcAmount), {
                      coin: 'GC',
                      style: 'coins',
                    }),
                  })}
                </p>
                <p className="store-card__sc">
                  {t('store.sc', {
                    amount: formatAmount(asAmountMinor(pack.scAmount), {
                      coin: 'SC',
                      style: 'coins',
                    }),
                  })}
                </p>
                <Button
                  isBlock
                  onClick={() => onBuy(pack)}
                  aria-describedby={`${titleId} ${packId}`}
                >
                  {t('store.buy', { price: formatPrice(pack.price) })}
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </article>
  );
}
