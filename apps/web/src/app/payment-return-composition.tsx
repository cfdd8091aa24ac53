import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePurchaseRefresh } from '#src/app/use-purchase-refresh';
import {
  PurchaseResultDialog,
  paymentSession,
  registerTransaction,
  runPurchaseSuccess,
  type TCompletedPurchase,
  withPackageCoinBack,
} from '#src/features/store';
import { ApiError } from '#src/lib/api-client';
import { useFlag } from '#src/lib/feature-flags';
import { useDialogs } from '#src/stores/dialogs';
import { usePaymentResult } from '#src/stores/payment-result';
import { usePortal } from '#src/stores/portal';

/** The parameters of a payment return (spec §2), all removed once it is handled. */
const RETURN_PARAMS = [
  'method',
  'status',
  'type',
  'transactionId',
  'merchantRefNum',
  'packageId',
  'gameId',
  'isFtd',
  'skrillSessionId',
  'errorCode',
];

/** `faile` as the spec writes it, `failed` as its alias (SPEC-NOTES). */
const FAILED_STATUSES = new Set(['failed', 'faile']);

/**
 * The return from the bank or Skrill page to `/` (spec §2 payment return URLs, decision 132),
 * and the payment_result socket message (§4 step 5). `complete` registers the transaction and
 * runs the store's success handling (once per transaction; a game given is launched); failed
 * shows the failed dialog; pending waits for the socket, which shows success or the failed
 * dialog (the expired dialog for an order that expired unpaid, decision 109) for the in-process
 * transaction only; a Skrill session id that is not the one the frame
 * started only clears the parameters. The parameters are removed after handling.
 */
export function PaymentReturnComposition() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const refreshAfterPurchase = usePurchaseRefresh();
  const isSkrillTracked = useFlag('track_skrill_payment_session') !== false;
  const handledSearch = useRef<string | null>(null);

  const showFailed = useCallback(() => {
    const { openPortal, closePortal } = usePortal.getState();
    openPortal(
      <PurchaseResultDialog
        tone="failure"
        title={t('store.failed.title')}
        text={t('store.failed.text')}
        actionLabel={t('store.failed.tryAgain')}
        onAction={() => {
          closePortal(true);
          useDialogs.getState().openFullPageDialog('store');
        }}
        onClose={() => closePortal(true)}
      />,
      { label: t('store.failed.title') },
    );
  }, [t]);

  const showExpired = useCallback(() => {
    const { openPortal, closePortal } = usePortal.getState();
    openPortal(
      <PurchaseResultDialog
        tone="failure"
        title={t('store.expired.title')}
        text={t('store.expired.text')}
        actionLabel={t('store.expired.tryAgain')}
        onAction={() => {
          closePortal(true);
          useDialogs.getState().openFullPageDialog('store');
        }}
        onClose={() => closePortal(true)}
      />,
      { label: t('store.expired.title') },
    );
  }, [t]);

  const showWaiting = useCallback(() => {
    const { openPortal, closePortal } = usePortal.getState();
    openPortal(
      <PurchaseResultDialog
        tone="waiting"
        title={t('store.waiting.title')}
        text={t('store.success.pending')}
        actionLabel={t('store.waiting.close')}
        onAction={() => closePortal(true)}
        onClose={() => closePortal(true)}
      />,
      { label: t('store.waiting.title') },
    );
  }, [t]);

  const succeed = useCallback(
    (purchase: TCompletedPurchase, gameId: string | null) => {
      paymentSession.keepTransactionId(null);
      if (gameId) void navigate(`/games/${encodeURIComponent(gameId)}`);
      // The coin-back line as the card's success shows it, from the package's bundle.
      void withPackageCoinBack(queryClient, purchase).then((withCoinBack) =>
        runPurchaseSuccess(withCoinBack, {
          t,
          onPurchased: refreshAfterPurchase,
          onPlay: () => useDialogs.getState().closeFullPageDialog(),
        }),
      );
    },
    [navigate, queryClient, refreshAfterPurchase, t],
  );

  const method = params.get('method');
  const isReturn = (method === 'bank' || method === 'skrill') && params.get('type') === 'purchase';
  useEffect(() => {
    if (!isReturn || (method !== 'bank' && method !== 'skrill')) return;
    const search = params.toString();
    if (handledSearch.current === search) return;
    handledSearch.current = search;
    const returned = (name: string) => params.get(name);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
    if (method === 'skrill') {
      const started = paymentSession.skrillSessionId();
      paymentSession.keepSkrillSessionId(null);
      if (isSkrillTracked && returned('skrillSessionId') !== started) return;
    }
    const status = returned('status') ?? 'default';
    const merchantRefNum = returned('merchantRefNum');
    if (status === 'complete' && merchantRefNum) {
      void registerTransaction(method, merchantRefNum).then(
        ({ details, purchase }) => {
          if (details.status === 'success') {
            succeed({ transactionId: details.transactionId, ...purchase }, returned('gameId'));
            return;
          }
          paymentSession.keepTransactionId(details.transactionId);
          showWaiting();
        },
        (error: unknown) => {
          paymentSession.keepTransactionId(null);
          // An order left unpaid past its expiry was cancelled at the provider (decision 109).
          if (error instanceof ApiError && error.name === 'PurchaseOrderExpiredError') {
            showExpired();
            return;
          }
          console.error('Registering the returned purchase failed', error);
          showFailed();
        },
      );
      return;
    }
    if (status === 'pending' && merchantRefNum) {
      paymentSession.keepTransactionId(merchantRefNum);
      showWaiting();
      return;
    }
    paymentSession.keepTransactionId(null);
    if (FAILED_STATUSES.has(status)) showFailed();
  }, [
    isReturn,
    method,
    params,
    setParams,
    isSkrillTracked,
    succeed,
    showFailed,
    showExpired,
    showWaiting,
  ]);

  useEffect(
    () =>
      usePaymentResult.subscribe(({ latest }) => {
        if (!latest || latest.transactionId !== paymentSession.transactionId()) return;
        if (latest.status === 'pending') return;
        usePaymentResult.getState().clear();
        if (latest.status === 'success') {
          succeed(
            {
              transactionId: latest.transactionId,
              packageId: latest.packageId,
              price: latest.price,
              gcAmount: latest.gcAmount,
              scAmount: latest.scAmount,
            },
            null,
          );
          return;
        }
        paymentSession.keepTransactionId(null);
        if (latest.status === 'expired') showExpired();
        else showFailed();
      }),
    [succeed, showFailed, showExpired],
  );

  return null;
}
