import type { TStorePackage } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useStoreOffers } from '#src/features/store/api/get-store-offers';
import { StoreOfferCard } from '#src/features/store/components/store-offer-card';
import { useFlag } from '#src/lib/feature-flags';
import { useCoinType } from '#src/stores/coin-type';

/**
 * The player's offers above the store's packages (engagement §3 Store offer, decision 216), when
 * store_offers_feature_enable is on: those open for the coin shown whose countdown, if any, has
 * started. Offers that cannot be read leave the store as it is.
 */
export function StoreOffers({ onBuy }: { onBuy: (pack: TStorePackage) => void }) {
  const { t } = useTranslation();
  const isEnabled = useFlag('store_offers_feature_enable') === true;
  const coinType = useCoinType((state) => state.coinType);
  const offers = useStoreOffers(coinType, isEnabled);
  const shown = isEnabled ? (offers.data ?? []).filter((offer) => offer.canDisplay) : [];
  if (shown.length === 0) return null;
  return (
    <section className="store-offers" aria-label={t('store.offers.label')}>
      {shown.map((offer) => (
        <StoreOfferCard
          key={offer.userEventTriggerId}
          offer={offer}
          onBuy={onBuy}
          onEnd={() => void offers.refetch()}
        />
      ))}
    </section>
  );
}
