import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openSupport } from '#src/features/auth/model/platform';
import { markPoc, useSessionRequiringDisplay } from '#src/features/poc';
import { cancelRedeemRequest } from '#src/features/redemption/api/redemption-api';
import { getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';
import { useFlag } from '#src/lib/feature-flags';
import { POC_QUERY_KEY, usePoc } from '#src/stores/poc';
import { usePortal } from '#src/stores/portal';
import { REDEMPTION_QUERY_KEY } from '#src/stores/redemption';

const PocWizard = lazy(async () => ({ default: (await import('#src/features/poc')).PocWizard }));
const PocSuccessNotice = lazy(async () => ({
  default: (await import('#src/features/poc')).PocSuccessNotice,
}));
const PocHangingMarker = lazy(async () => ({
  default: (await import('#src/features/poc')).PocHangingMarker,
}));

/**
 * Card verification (payments §2, §4 POC; decision 135), behind the flag poc-enabled: reads the
 * session requiring display on load (a hanging session shows the marker, an unnoticed failure
 * opens the failed state, an unseen success its notice), opens the wizard when a redemption or a
 * socket push asks, and closes it into the hanging marker when the player leaves it.
 */
export function PocComposition() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEnabled = useFlag('poc-enabled') === true;
  const { data: display } = useSessionRequiringDisplay(isEnabled);
  const state = usePoc((store) => store.state);
  const hanging = usePoc((store) => store.hanging);
  const successNotice = usePoc((store) => store.successNotice);
  const portalContent = usePortal((store) => store.content);
  const openContent = useRef<ReactNode>(null);

  // An unnoticed failure opens the failed state once per session, when the wizard is closed.
  const shownFailure = useRef<string | null>(null);

  useEffect(() => {
    if (!display) return;
    const { setHanging, setSuccessNotice, open } = usePoc.getState();
    if (display.status === 'unseenSuccess') {
      setHanging(null);
      setSuccessNotice(display.payload);
    } else if (display.status === 'hanging') {
      const session = display.payload;
      setHanging(session.status === 'failed' ? null : session);
      if (session.status === 'failed' && !state && shownFailure.current !== session.id) {
        shownFailure.current = session.id;
        open('failed', session);
      }
    } else {
      setHanging(null);
    }
  }, [display, state]);

  useEffect(() => {
    if (!state) return;
    const { openPortal, closePortal } = usePortal.getState();
    openContent.current = (
      <Suspense fallback={null}>
        <PocWizard
          key={`${state.flow}-${state.commonData.pocSessionId}`}
          state={state}
          onCancelRedemption={async (id) => {
            await cancelRedeemRequest(id);
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: REDEMPTION_QUERY_KEY }),
              queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey }),
            ]);
          }}
          onContactSupport={openSupport}
          onDone={() => closePortal(true)}
        />
      </Suspense>
    );
    openPortal(openContent.current, { label: t('poc.title') });
  }, [state, queryClient, t]);

  // Leaving the wizard (×, Escape, a button) suspends the session: the marker shows it. The
  // portal is read from its store: in the render that opens the wizard, portalContent is still
  // the closed portal of before, and reading it would close the wizard as it opens.
  useEffect(() => {
    if (state && openContent.current !== null && usePortal.getState().content === null) {
      usePoc.getState().close();
      void queryClient.invalidateQueries({ queryKey: POC_QUERY_KEY });
      openContent.current = null;
    }
  }, [portalContent, state, queryClient]);

  useEffect(() => {
    if (!successNotice || state || portalContent !== null) return;
    const { openPortal, closePortal } = usePortal.getState();
    const notice = () => {
      markPoc('success', successNotice.id);
      usePoc.getState().setSuccessNotice(null);
    };
    openPortal(
      <Suspense fallback={null}>
        <PocSuccessNotice
          cardNumberEnding={successNotice.cardNumberEnding}
          onClose={() => {
            notice();
            closePortal(true);
          }}
        />
      </Suspense>,
      { label: t('poc.successTitle'), beforeClose: notice },
    );
  }, [successNotice, state, portalContent, t]);

  if (!isEnabled || !hanging || state) return null;
  return (
    <Suspense fallback={null}>
      <PocHangingMarker onOpen={() => usePoc.getState().open('hanging', hanging)} />
    </Suspense>
  );
}
