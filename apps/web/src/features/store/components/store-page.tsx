import '#src/features/store/components/store.css';
import type { TPurchaseLimit, TStorePackage } from '@casino/contracts';
import { STORE_PAGE_SIZE } from '@casino/contracts/rest/store/get-store';
import { formatPrice } from '@casino/money';
import { Button, Spinner } from '@casino/ui';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStorePage } from '#src/features/store/api/get-store';
import { OrderSummary } from '#src/features/store/components/order-summary';
import { coinBackOf, PackageCard } from '#src/features/store/components/package-card';
import { PaymentsFrame, type TPaymentFailure } from '#src/features/store/components/payments-frame';
import { PurchaseLimitDialog } from '#src/features/store/components/purchase-limit-dialogs';
import { PurchaseResultDialog } from '#src/features/store/components/purchase-result-dialog';
import { StoreOffers } from '#src/features/store/components/store-offers';
import { runPurchaseSuccess } from '#src/features/store/components/purchase-success';
import { findExceededLimit } from '#src/features/store/model/purchase-limit';
import { usePortal } from '#src/stores/portal';

type TStep =
  | { kind: 'list' }
  | { kind: 'details'; pack: TStorePackage }
  | { kind: 'summary'; pack: TStorePackage; isErrorMode: boolean }
  | { kind: 'pay'; pack: TStorePackage; attempt: number };

/**
 * The store (spec §2): the player's store offers (decision 216) above the packages, then the
 * order summary, then the payments frame. Success is
 * handled once per transaction: the host refreshes the wallet and shows the success dialog;
 * failures show the failed dialogs of §8 and return to the order summary. Before the payments
 * frame opens, and when it says limit-reached, the limit callback reads the player's purchase
 * limits again and the purchase-limit dialog says which one refused. When the profile lacks
 * what a purchase needs, or the processor could not match the address, the personal-details
 * form (given by the app, from the account feature) comes before the order summary.
 */
export function StorePage({
  userId,
  paymentsUrl,
  paymentsVersion,
  paymentMethods,
  onPurchased,
  onPlay,
  readLimits,
  onManageLimits,
  initialPackage = null,
  personalDetails,
}: {
  userId: string;
  paymentsUrl: string;
  paymentsVersion: 3 | 4;
  /** The payment methods on offer (flag payment_methods). */
  paymentMethods: readonly string[];
  onPurchased: () => void;
  onPlay: () => void;
  /** The limit callback: the player's purchase limits, read fresh. */
  readLimits: () => Promise<readonly TPurchaseLimit[]>;
  onManageLimits: () => void;
  /** A package chosen before the store opened (the mini store): its order summary comes first. */
  initialPackage?: TStorePackage | null;
  /** Whether the profile lacks purchase details, and the form that completes them. */
  personalDetails: {
    isNeeded: boolean;
    render: (handlers: { onSaved: () => void; onBack: () => void }) => ReactNode;
  };
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  /** A chosen package's first step: the personal details when the profile lacks them. */
  const firstStepFor = (pack: TStorePackage): TStep =>
    personalDetails.isNeeded
      ? { kind: 'details', pack }
      : { kind: 'summary', pack, isErrorMode: false };
  const [step, setStep] = useState<TStep>(() =>
    initialPackage ? firstStepFor(initialPackage) : { kind: 'list' },
  );
  const store = useStorePage(page);
  const { openPortal, closePortal } = usePortal.getState();

  const handleSuccess = (pack: TStorePackage, transactionId: string) => {
    const isFirst = runPurchaseSuccess(
      {
        transactionId,
        packageId: pack.packageId,
        price: pack.price,
        gcAmount: pack.gcAmount,
        scAmount: pack.scAmount,
        coinBack: coinBackOf(pack),
      },
      { t, onPurchased, onPlay },
    );
    if (isFirst) setStep({ kind: 'list' });
  };

  /** The refused window, or null when the limits cannot be read (the server refuses anyway). */
  const exceededLimitOf = async (pack: TStorePackage) => {
    const limits = await readLimits().catch(() => null);
    return limits ? findExceededLimit(pack.price, limits) : null;
  };

  const openLimitDialog = (pack: TStorePackage, limit: TPurchaseLimit | null) => {
    const kind = pack.isFirstPurchaseOffer ? 'gift' : 'exceeded';
    openPortal(
      <PurchaseLimitDialog
        kind={kind}
        limit={limit}
        onManageLimits={() => {
          closePortal(true);
          onManageLimits();
        }}
        onClose={() => closePortal(true)}
      />,
      { label: t(`purchaseLimits.${kind}.title`) },
    );
  };

  const goToPayment = async (pack: TStorePackage) => {
    const exceeded = await exceededLimitOf(pack);
    if (exceeded) {
      setStep({ kind: 'summary', pack, isErrorMode: false });
      openLimitDialog(pack, exceeded);
      return;
    }
    setStep({ kind: 'pay', pack, attempt: Date.now() });
  };

  const handleFail = (pack: TStorePackage, failure: TPaymentFailure) => {
    setStep({ kind: 'summary', pack, isErrorMode: failure.kind !== 'notice' });
    if (failure.kind === 'notice') return;
    if (failure.kind === 'limit') {
      void exceededLimitOf(pack).then((limit) => openLimitDialog(pack, limit));
      return;
    }
    const isAddress = failure.kind === 'address';
    const title = t(isAddress ? 'store.addressFailed.title' : 'store.failed.title');
    openPortal(
      <PurchaseResultDialog
        tone="failure"
        title={title}
        text={
          isAddress ? t('store.addressFailed.text') : (failure.message ?? t('store.failed.text'))
        }
        actionLabel={t(isAddress ? 'store.addressFailed.checkAddress' : 'store.failed.tryAgain')}
        onAction={() => {
          closePortal(true);
          if (isAddress) setStep({ kind: 'details', pack });
          else void goToPayment(pack);
        }}
        onClose={() => closePortal(true)}
      />,
      { label: title },
    );
  };

  if (step.kind === 'details') {
    const { pack } = step;
    return personalDetails.render({
      onSaved: () => setStep({ kind: 'summary', pack, isErrorMode: false }),
      onBack: () => setStep({ kind: 'list' }),
    });
  }
  if (step.kind === 'summary') {
    return (
      <OrderSummary
        pack={step.pack}
        isErrorMode={step.isErrorMode}
        onPay={() => void goToPayment(step.pack)}
        onBack={() => setStep({ kind: 'list' })}
      />
    );
  }
  if (step.kind === 'pay') {
    const { pack } = step;
    return (
      <section className="store-pay" aria-label={t('store.payment.title')}>
        <Button
          variant="ghost"
          iconStart={<ArrowLeft size={20} aria-hidden="true" />}
          onClick={() => setStep({ kind: 'summary', pack, isErrorMode: false })}
        >
          {t('store.payment.back')}
        </Button>
        <PaymentsFrame
          key={step.attempt}
          pack={pack}
          version={paymentsVersion}
          baseUrl={paymentsUrl}
          userId={userId}
          paymentMethods={paymentMethods}
          onSuccess={({ transactionId }) => handleSuccess(pack, transactionId)}
          onFail={(failure) => handleFail(pack, failure)}
          onExit={() => setStep({ kind: 'summary', pack, isErrorMode: true })}
          onClose={() => setStep({ kind: 'summary', pack, isErrorMode: false })}
        />
      </section>
    );
  }

  if (store.isPending) {
    return (
      <div className="store-status">
        <Spinner label={t('store.loading')} />
      </div>
    );
  }
  if (store.isError) {
    return (
      <div className="store-status" role="alert">
        <p>{t('store.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void store.refetch()}>
          {t('store.retry')}
        </Button>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(store.data.totalCount / STORE_PAGE_SIZE));
  return (
    <section className="store" aria-label={t('store.packagesLabel')}>
      <p className="store__rate">{t('store.exchangeRate', { amount: formatPrice(100) })}</p>
      <StoreOffers onBuy={(chosen) => setStep(firstStepFor(chosen))} />
      {store.data.store.length === 0 ? <p>{t('store.empty')}</p> : null}
      <div className="store__grid">
        {store.data.store.map((pack) => (
          <PackageCard
            key={pack.packageId}
            pack={pack}
            onBuy={(chosen) => setStep(firstStepFor(chosen))}
          />
        ))}
      </div>
      {pages > 1 ? (
        <nav className="store__pages">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('store.previous')}
          </Button>
          <span>{t('store.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('store.next')}
          </Button>
        </nav>
      ) : null}
      <p className="store__legal">{t('store.legal')}</p>
    </section>
  );
}
