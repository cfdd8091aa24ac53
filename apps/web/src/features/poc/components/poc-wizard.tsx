import type { TPocFailureType } from '@casino/contracts';
import { asAmountMinor, formatAmount } from '@casino/money';
import { Button, ProviderFrame } from '@casino/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFrameMessage } from '#src/lib/identity-frame-messages';
import { getPocAccessToken, initPocSession, markPoc } from '#src/features/poc/api/poc-api';
import { isProcessFinished } from '#src/features/poc/model/poc-frame';
import { usePoc, type TPocState } from '#src/stores/poc';
import '#src/features/poc/components/poc.css';

type TView = 'init' | 'process' | 'stuck' | 'done' | 'failed';

interface TFrame {
  url: string;
  providerOrigin: string;
}

/**
 * The card verification (POC) wizard of payments §2, §4: init ('Card verification', or "We're
 * almost there!" for a session the player left), process (the identity-check frame), stuck
 * ('Oops!'), done ('All done!'), and the failed state 'Verification issue' with Try again only
 * for failureType retry. A pending redemption can be canceled from init.
 */
export function PocWizard({
  state,
  onCancelRedemption,
  onContactSupport,
  onDone,
}: {
  state: TPocState;
  onCancelRedemption: (redemptionRequestId: string) => Promise<void>;
  onContactSupport: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<TView>(state.flow === 'failed' ? 'failed' : 'init');
  const [failureType, setFailureType] = useState<TPocFailureType | null>(
    state.extraData.failureType,
  );
  const [frame, setFrame] = useState<TFrame | null>(null);
  const [isFrameLoaded, setIsFrameLoaded] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const isStepInitiated = useRef(false);
  const { cardNumberEnding, pocSessionId } = state.commonData;
  const { redemptionRequestId, redemptionAmount } = state.extraData;

  useEffect(() => {
    if (view === 'failed') markPoc('failure', pocSessionId);
    else if (view === 'init') markPoc('seen', pocSessionId);
  }, [view, pocSessionId]);

  useEffect(() => {
    if (!frame) return;
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, frame.providerOrigin);
      if (!message) return;
      if (message.kind === 'interaction' && message.type === 'idCheck.onStepInitiated') {
        isStepInitiated.current = true;
      }
      if (isProcessFinished(message, isStepInitiated.current)) {
        usePoc.getState().setStep('init');
        setView('done');
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);

  const start = async () => {
    setIsBusy(true);
    try {
      let access;
      if (redemptionRequestId) {
        const result = await initPocSession(redemptionRequestId);
        if (result.problem === 'notRequired') {
          onDone();
          return;
        }
        if (result.problem) {
          setFailureType(result.problem);
          setView('failed');
          return;
        }
        access = result.access;
      } else {
        access = await getPocAccessToken(pocSessionId);
      }
      if (!access) throw new Error('init-session answered no access');
      setFrame({ url: access.verificationUrl, providerOrigin: access.providerOrigin });
      setIsFrameLoaded(false);
      isStepInitiated.current = false;
      usePoc.getState().setStep('process');
      setView('process');
    } catch (error) {
      console.error('POC session failed to start', error);
      setView('stuck');
    } finally {
      setIsBusy(false);
    }
  };

  const cancel = async () => {
    if (!redemptionRequestId) return;
    setIsBusy(true);
    try {
      await onCancelRedemption(redemptionRequestId);
      onDone();
    } catch (error) {
      console.error('Redemption cancel failed', error);
      setView('stuck');
    } finally {
      setIsBusy(false);
    }
  };

  const amount =
    redemptionAmount === null
      ? null
      : formatAmount(asAmountMinor(redemptionAmount), { coin: 'SC', style: 'coins' });

  return (
    <div className="poc-wizard" data-testid="poc-wizard" data-step={view}>
      {view === 'init' ? (
        <>
          <h2 className="poc-wizard__title">
            {state.flow === 'hanging' ? t('poc.titleHanging') : t('poc.title')}
          </h2>
          <p className="poc-wizard__text">
            {amount === null
              ? t('poc.initTextNoAmount', { ending: cardNumberEnding })
              : t('poc.initText', { ending: cardNumberEnding, amount })}
          </p>
          <ul className="poc-wizard__list">
            <li>{t('poc.needFront')}</li>
            <li>{t('poc.needDigits', { ending: cardNumberEnding })}</li>
          </ul>
          <Button size="lg" isBlock disabled={isBusy} onClick={() => void start()}>
            {t('poc.start')}
          </Button>
          {state.flow === 'redemption' && redemptionRequestId ? (
            <Button variant="ghost" isBlock disabled={isBusy} onClick={() => void cancel()}>
              {t('poc.cancelRedemption')}
            </Button>
          ) : null}
        </>
      ) : null}
      {view === 'process' ? (
        <ProviderFrame
          title={t('poc.frameTitle')}
          src={frame?.url ?? null}
          loadingLabel={t('poc.loading')}
          isLoaded={isFrameLoaded}
          onLoad={() => setIsFrameLoaded(true)}
        />
      ) : null}
      {view === 'stuck' ? (
        <>
          <h2 className="poc-wizard__title">{t('poc.stuckTitle')}</h2>
          <p className="poc-wizard__text" role="alert">
            {t('poc.stuckText')}
          </p>
          <Button size="lg" isBlock onClick={onContactSupport}>
            {t('poc.contactSupport')}
          </Button>
        </>
      ) : null}
      {view === 'done' ? (
        <>
          <h2 className="poc-wizard__title">{t('poc.doneTitle')}</h2>
          <p className="poc-wizard__text" role="status">
            {t('poc.doneText')}
          </p>
          <Button size="lg" isBlock onClick={onDone}>
            {t('poc.close')}
          </Button>
        </>
      ) : null}
      {view === 'failed' ? (
        <>
          <h2 className="poc-wizard__title">{t('poc.failedTitle')}</h2>
          <p className="poc-wizard__text" role="alert">
            {t('poc.failedText', { ending: cardNumberEnding })}
          </p>
          {failureType === 'reached_max_attempt' ? (
            <p className="poc-wizard__note" data-testid="poc-max-attempts">
              {t('poc.maxAttemptsReached', { count: state.extraData.maxAttempts })}
            </p>
          ) : null}
          {failureType === 'retry' ? (
            <Button size="lg" isBlock disabled={isBusy} onClick={() => void start()}>
              {t('poc.tryAgain')}
            </Button>
          ) : null}
          <Button
            variant={failureType === 'retry' ? 'ghost' : 'primary'}
            size={failureType === 'retry' ? 'md' : 'lg'}
            isBlock
            onClick={onContactSupport}
          >
            {t('poc.contactSupport')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** Payments §2: the notice of a passed card verification. */
export function PocSuccessNotice({
  cardNumberEnding,
  onClose,
}: {
  cardNumberEnding: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="poc-wizard" data-testid="poc-success">
      <h2 className="poc-wizard__title">{t('poc.successTitle')}</h2>
      <p className="poc-wizard__text" role="status">
        {t('poc.successText', { ending: cardNumberEnding })}
      </p>
      <Button size="lg" isBlock onClick={onClose}>
        {t('poc.ok')}
      </Button>
    </div>
  );
}

/** The hanging marker: a session the player left, shown while they are not verifying. */
export function PocHangingMarker({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="poc-marker" data-testid="poc-hanging-marker" onClick={onOpen}>
      <span className="poc-marker__dot" aria-hidden="true" />
      {t('poc.marker')}
    </button>
  );
}
