import { Button } from '@casino/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getVerificationStatus } from '#src/features/auth/api/get-verification-status';
import { resendVerification } from '#src/features/auth/api/resend-verification';
import { signIn } from '#src/features/auth/api/sign-in';
import { FormError } from '#src/features/auth/components/auth-form';
import type { TPendingVerification } from '#src/features/auth/model/sign-up-types';
import { ApiError } from '#src/lib/api-client';
import { errorCopy } from '#src/lib/error-copy';

const WATCH_INTERVAL_MS = 3000;
/** §9: email verification resend cooldown. */
const RESEND_COOLDOWN_SECONDS = 60;

function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const details = error.details as { retryAfterSeconds?: number } | undefined;
  return details?.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS;
}

/**
 * EmailVerification ('Check your email'): watches the ticket until the link is opened (here or
 * on another device), then logs in with the credentials this window still holds. The resend
 * link is disabled while the counter runs and reads 'Resend in {n}'.
 */
export function EmailVerificationStep({
  pending,
  onVerified,
  onBack,
}: {
  pending: TPendingVerification;
  onVerified: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(pending.resendAvailableInSeconds);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  useEffect(() => {
    let isActive = true;
    const check = async () => {
      try {
        const status = await getVerificationStatus(pending.ticket);
        if (!isActive || !status.emailVerified) return;
        isActive = false;
        const answer = await signIn({ email: pending.email, password: pending.password });
        if (answer.emailVerified) onVerified();
      } catch (caught) {
        if (isActive) setError(errorCopy(caught, t));
      }
    };
    const timer = setInterval(() => void check(), WATCH_INTERVAL_MS);
    return () => {
      isActive = false;
      clearInterval(timer);
    };
  }, [pending, onVerified, t]);

  const handleResend = async () => {
    setMessage(null);
    setError(null);
    try {
      const answer = await resendVerification(pending.ticket);
      setSecondsLeft(answer.resendAvailableInSeconds);
      setMessage(t('auth.verification.resent'));
    } catch (caught) {
      const retryAfter = retryAfterOf(caught);
      if (retryAfter !== null) setSecondsLeft(retryAfter);
      else setError(errorCopy(caught, t));
    }
  };

  return (
    <div className="auth-dialog" data-testid="email-verification">
      <h2 id="dialog-signup-title" className="auth-dialog__title">
        {t('auth.verification.title')}
      </h2>
      <p className="auth-dialog__text">{t('auth.verification.text', { email: pending.email })}</p>
      <p className="auth-dialog__status" aria-live="polite">
        {t('auth.verification.waiting')}
      </p>
      {pending.devOutboxUrl ? (
        <a
          className="auth-link auth-link--center"
          href={pending.devOutboxUrl}
          target="_blank"
          rel="noreferrer"
        >
          {t('auth.verification.openOutbox')}
        </a>
      ) : null}
      {message ? <p className="auth-dialog__notice">{message}</p> : null}
      <FormError message={error} />
      <Button
        variant="secondary"
        isBlock
        disabled={secondsLeft > 0}
        onClick={() => void handleResend()}
        data-testid="resend-verification"
      >
        {secondsLeft > 0
          ? t('auth.verification.resendIn', { n: secondsLeft })
          : t('auth.verification.resend')}
      </Button>
      <button type="button" className="auth-link auth-link--center" onClick={onBack}>
        {t('auth.back')}
      </button>
    </div>
  );
}
