import '#src/features/store/components/store.css';
import type { TStorePackage } from '@casino/contracts';
import { Button, Spinner } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useStorePage } from '#src/features/store/api/get-store';
import { PackageCard } from '#src/features/store/components/package-card';

/** The packages the mini store shows: the store's first ones, in its order. */
export const MINI_STORE_SIZE = 3;

/**
 * The mini store (engagement §4, §7): opened in the portal when a round leaves the player low
 * on coins and no refill is offered. A package leads to its order summary in the store; "all
 * packages" opens the store itself.
 */
export function MiniStore({
  onChoose,
  onSeeAll,
  onClose,
}: {
  onChoose: (pack: TStorePackage) => void;
  onSeeAll: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const store = useStorePage(1);
  return (
    <section className="mini-store" data-testid="mini-store" aria-labelledby="mini-store-title">
      <h2 id="mini-store-title" className="mini-store__title">
        {t('store.mini.title')}
      </h2>
      <p className="mini-store__text">{t('store.mini.text')}</p>
      {store.isPending ? <Spinner label={t('store.loading')} /> : null}
      {store.isError ? <p role="alert">{t('store.loadFailed')}</p> : null}
      {store.data ? (
        <div className="mini-store__grid">
          {store.data.store.slice(0, MINI_STORE_SIZE).map((pack) => (
            <PackageCard key={pack.packageId} pack={pack} onBuy={onChoose} />
          ))}
        </div>
      ) : null}
      <div className="mini-store__actions">
        <Button variant="secondary" isBlock onClick={onSeeAll}>
          {t('store.mini.seeAll')}
        </Button>
        <Button variant="ghost" isBlock onClick={onClose}>
          {t('store.mini.close')}
        </Button>
      </div>
    </section>
  );
}
