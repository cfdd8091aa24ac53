import type { TKycTrigger } from '@casino/contracts';
import { Button, ProviderFrame } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  initAccessToken,
  reportImpression,
  reportInteraction,
} from '#src/features/kyc/api/kyc-api';
import { readFrameMessage } from '#src/lib/identity-frame-messages';
import { KYC_QUERY_KEY } from '#src/stores/kyc-request';
import '#src/features/kyc/components/kyc.css';

/** Payments §9: the dialog closes itself this long after a passed check. */
export const KYC_SUCCESS_CLOSE_MS = 2000;

type TStep = 'intro' | 'explain' | 'frame' | 'pending' | 'success' | 'failed';

interface TFrame {
  url: string;
  providerOrigin: string;
}

/**
 * The identity verification (KYC) wizard of payments §2: the 'User verification' intro (reports
 * an impression), the explanation with the player's name and address, then the identity-check
 * frame. Frame step events are reported as interactions; a GREEN review calls onVerified (the
 * profile is refetched) and closes after 2000 ms; a RED one, or no token, shows the failed state.
 */
export function KycWizard({
  trigger,
  player,
  onVerified,
  onContactSupport,
  onDone,
}: {
  trigger: TKycTrigger;
  player: { name: string; address: string };
  onVerified: () => void;
  onContactSupport: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<TStep>('intro');
  const [frame, setFrame] = useState<TFrame | null>(null);
  const [isFrameLoaded, setIsFrameLoaded] = useState(false);
  const [failure, setFailure] = useState<'review' | 'token'>('review');
  const isImpressionSent = useRef(false);

  useEffect(() => {
    if (isImpressionSent.current) return;
    isImpressionSent.current = true;
    reportImpression(trigger);
  }, [trigger]);

  useEffect(() => {
    if (!frame) return;
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, frame.providerOrigin);
      if (!message) return;
      if (message.kind === 'interaction') {
        reportInteraction();
        if (message.type === 'idCheck.onApplicantSubmitted') setStep('pending');
        return;
      }
      if (message.kind !== 'status' || message.reviewStatus !== 'completed') return;
      void queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY });
      if (message.reviewAnswer === 'GREEN') {
        onVerified();
        setStep('success');
      } else {
        setFailure('review');
        setStep('failed');
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, queryClient, onVerified]);

  useEffect(() => {
    if (step !== 'success') return;
    const timer = window.setTimeout(onDone, KYC_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [step, onDone]);

  const start = async () => {
    setStep('frame');
    try {
      const access = await initAccessToken();
      setFrame({ url: access.verificationUrl, providerOrigin: access.providerOrigin });
    } catch (error) {
      console.error('KYC token failed', error);
      setFailure('token');
      setStep('failed');
    }
  };

  const { name, address } = player;
  const isFrameShown = frame !== null && (step === 'frame' || step === 'pending');

  return (
    <div className="kyc-wizard" data-testid="kyc-wizard" data-step={step}>
      {step === 'intro' ? (
        <>
          <h2 className="kyc-wizard__title">{t('kyc.title')}</h2>
          <p className="kyc-wizard__text">{t('kyc.introText')}</p>
          <Button size="lg" isBlock onClick={() => setStep('explain')}>
            {t('kyc.start')}
          </Button>
          <Button variant="ghost" isBlock onClick={onContactSupport}>
            {t('kyc.contactSupport')}
          </Button>
        </>
      ) : null}
      {step === 'explain' ? (
        <>
          <h2 className="kyc-wizard__title">{t('kyc.finishTitle')}</h2>
          {name || address ? (
            <div className="kyc-wizard__player" data-testid="kyc-player">
              {name ? <p>{name}</p> : null}
              {address ? <p>{address}</p> : null}
            </div>
          ) : null}
          <h3 className="kyc-wizard__need">{t('kyc.needTitle')}</h3>
          <ul className="kyc-wizard__list">
            <li>{t('kyc.needId')}</li>
            <li>{t('kyc.needAddress')}</li>
          </ul>
          <Button size="lg" isBlock onClick={() => void start()}>
            {t('kyc.getStarted')}
          </Button>
        </>
      ) : null}
      {step === 'pending' ? (
        <p className="kyc-wizard__notice" role="status">
          {t('kyc.pending')}
        </p>
      ) : null}
      {step === 'frame' || isFrameShown ? (
        <ProviderFrame
          title={t('kyc.frameTitle')}
          src={isFrameShown ? frame.url : null}
          loadingLabel={t('kyc.loading')}
          isLoaded={isFrameLoaded || step !== 'frame'}
          onLoad={() => setIsFrameLoaded(true)}
        />
      ) : null}
      {step === 'success' ? (
        <>
          <h2 className="kyc-wizard__title">{t('kyc.successTitle')}</h2>
          <p className="kyc-wizard__text" role="status">
            {t('kyc.successText')}
          </p>
        </>
      ) : null}
      {step === 'failed' ? (
        <>
          <h2 className="kyc-wizard__title">{t('kyc.failedTitle')}</h2>
          <p className="kyc-wizard__text" role="alert">
            {failure === 'token' ? t('kyc.tokenFailed') : t('kyc.failedText')}
          </p>
          <Button size="lg" isBlock onClick={onDone}>
            {t('kyc.close')}
          </Button>
          <Button variant="ghost" isBlock onClick={onContactSupport}>
            {t('kyc.contactSupport')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
