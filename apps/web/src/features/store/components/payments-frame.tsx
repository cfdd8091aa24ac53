import type { TStorePackage } from '@casino/contracts';
import { createPaymentsHost, type TPaymentsFrameMessage } from '@casino/frame-sdk';
import { Spinner } from '@casino/ui';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPaymentsToken } from '#src/features/store/api/get-payments-token';
import { paymentSession, providerPageUrl } from '#src/features/store/model/payment-session';
import {
  maxPaymentHeight,
  paymentFrameHeight,
  paymentsFrameUrl,
  paymentsSandbox,
} from '#src/features/store/model/payments-frame';
import { trackEvent } from '#src/lib/analytics';
import { useKycRequest } from '#src/stores/kyc-request';

/** Below this width the host tells the frame it is on a phone (window-resize isMobile). */
const MOBILE_BELOW_PX = 769;
/**
 * How long the payments page may take to say it has loaded (loading-finished). A page that never
 * does (its server unreachable: the browser shows its own error page inside the frame) ends in
 * the failure dialog, whose Try again loads it anew, not in a spinner for ever.
 */
export const PAYMENT_PAGE_TIMEOUT_MS = 30_000;

export interface TPaymentSuccess {
  transactionId: string;
  isFirstDeposit: boolean;
}

export type TPaymentFailure =
  | { kind: 'address' }
  | { kind: 'limit' }
  | { kind: 'general'; message: string | null }
  | { kind: 'notice' };

function viewport() {
  return {
    clientHeight: document.documentElement.clientHeight,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
  };
}

/**
 * The embedded payments app (spec §2) and its side of the protocol: the authenticate round
 * trip with a fresh ID token, window-resize, size-change, and every accepted message mapped as
 * §2 and §8 say. Messages come only from this iframe's window at the payments origin.
 */
export function PaymentsFrame({
  pack,
  version,
  baseUrl,
  userId,
  paymentMethods,
  onSuccess,
  onFail,
  onExit,
  onClose,
}: {
  pack: TStorePackage;
  version: 3 | 4;
  baseUrl: string;
  userId: string;
  /** The methods on offer (flag payment_methods), told to the frame when it authenticates. */
  paymentMethods: readonly string[];
  onSuccess: (success: TPaymentSuccess) => void;
  onFail: (failure: TPaymentFailure) => void;
  onExit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const iframe = useRef<HTMLIFrameElement>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [reportedHeight, setReportedHeight] = useState<number | null>(null);
  const [, setViewportTick] = useState(0);
  const handlers = useRef({ onSuccess, onFail, onExit, onClose, paymentMethods });
  useLayoutEffect(() => {
    handlers.current = { onSuccess, onFail, onExit, onClose, paymentMethods };
  });

  const src = useMemo(
    () =>
      paymentsFrameUrl({
        baseUrl,
        version,
        pack,
        userId,
        hostOrigin: window.location.origin,
        maxHeight: maxPaymentHeight(viewport()),
        storeType: 'store',
        purchaseSource: 'store',
      }),
    [baseUrl, version, pack, userId],
  );
  const frameOrigin = new URL(src).origin;

  useEffect(() => {
    if (!isLoading) return;
    const timer = window.setTimeout(() => {
      console.warn('The payments page did not load', frameOrigin);
      handlers.current.onFail({ kind: 'general', message: t('errors.paymentProvider') });
    }, PAYMENT_PAGE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [isLoading, src, frameOrigin, t]);

  useEffect(() => {
    const element = iframe.current;
    if (!element) return;
    const host = createPaymentsHost({
      iframe: element,
      frameOrigin,
      onMessage: (message) => handle(message),
    });
    const sendSize = () => {
      host.send({ type: 'window-resize', isMobile: window.innerWidth < MOBILE_BELOW_PX });
      setViewportTick((tick) => tick + 1);
    };
    function handle(message: TPaymentsFrameMessage): void {
      if ('action' in message) {
        if (message.action === 'close') handlers.current.onClose();
        else console.warn('Payments frame action not handled', message.action);
        return;
      }
      if (!('class' in message)) {
        handlers.current.onFail({ kind: 'general', message: message.message });
        return;
      }
      switch (message.class) {
        case 'analytics':
          trackEvent(message.name ?? message.type, {});
          return;
        case 'fail':
          switch (message.type) {
            case 'address-required':
              handlers.current.onFail({ kind: 'address' });
              return;
            case 'notice':
              handlers.current.onFail({ kind: 'notice' });
              return;
            case 'limit-reached':
              handlers.current.onFail({ kind: 'limit' });
              return;
            case 'kyc-required':
              // Payments §8: the KYC dialog opens over the store.
              useKycRequest.getState().request('payments-frame');
              return;
            case 'general':
              if (!message.details?.isHandled) {
                handlers.current.onFail({
                  kind: 'general',
                  message: message.details?.message ?? null,
                });
              }
              return;
            default:
              // A failure type this host has no dialog for: the general failure, and a trace of it.
              console.warn('Payments frame failure without its dialog', message.type);
              handlers.current.onFail({ kind: 'general', message: null });
              return;
          }
        case 'flow':
          switch (message.type) {
            case 'authenticate':
              void getPaymentsToken().then(
                (idToken) =>
                  host.send({
                    type: 'authenticate',
                    idToken,
                    paymentMethods: [...handlers.current.paymentMethods],
                  }),
                (error: unknown) => {
                  console.error('Payments frame authentication failed', error);
                  handlers.current.onFail({ kind: 'general', message: null });
                },
              );
              sendSize();
              return;
            case 'size-change':
              if (message.height !== undefined) setReportedHeight(message.height);
              return;
            case 'loading-finished':
              setIsLoading(false);
              return;
            case 'exit':
              handlers.current.onExit();
              return;
            case 'success':
              handlers.current.onSuccess({
                transactionId: message.transactionId ?? '',
                isFirstDeposit: message.isFirstDeposit ?? false,
              });
              return;
            case 'back-to-lobby':
              handlers.current.onClose();
              return;
            case 'skrillSessionStarted':
              // Checked when the player comes back from Skrill (spec §2 payment return URLs).
              if (message.sessionId) paymentSession.keepSkrillSessionId(message.sessionId);
              return;
            case 'redirect': {
              // The bank's or Skrill's page takes the whole window; it sends the player back to /.
              const url = providerPageUrl(message.url);
              if (!url) {
                console.warn('Payments frame redirect without a web address');
                handlers.current.onFail({ kind: 'general', message: null });
                return;
              }
              paymentSession.keepTransactionId(message.transactionId ?? null);
              window.location.assign(url);
              return;
            }
            default:
              console.warn('Payments frame flow message not handled', message.type);
          }
      }
    }
    window.addEventListener('resize', sendSize);
    return () => {
      window.removeEventListener('resize', sendSize);
      host.destroy();
    };
  }, [frameOrigin]);

  const height = paymentFrameHeight({ provider: 'card', reportedHeight, viewport: viewport() });
  return (
    <div className="store-payment">
      {isLoading ? (
        <div className="store-payment__loading">
          <Spinner label={t('store.payment.loading')} />
        </div>
      ) : null}
      <iframe
        ref={iframe}
        className="store-payment__frame"
        title={t('store.payment.frameTitle')}
        src={src}
        sandbox={paymentsSandbox(version)}
        allow="payment"
        style={{ height: `${Math.round(height)}px` }}
        data-testid="payments-frame"
      />
    </div>
  );
}
