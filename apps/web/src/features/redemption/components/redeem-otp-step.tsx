import type { TPreparationResult, TRedeemOtpState, TRedeemTransaction } from '@casino/contracts';
import { REDEEM_OTP_LENGTH } from '@casino/contracts/rest/redemption/redeem-otp';
import { asAmountMinor, formatAmount } from '@casino/money';
import { Button } from '@casino/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelRedeemRequest,
  confirmRedeemOtp,
  resendRedeemOtp,
} from '#src/features/redemption/api/redemption-api';
import { ApiError } from '#src/lib/api-client';
import { errorCopy } from '#src/lib/error-copy';

type TTranslate = ReturnType<typeof useTranslation>['t'];

/** The spec's pending flags (§4) as the message under the code field. */
function problemOf(error: unknown, t: TTranslate): string {
  if (!(error instanceof ApiError)) return errorCopy(error, t);
  const details = (error.details ?? {}) as Record<string, unknown>;
  switch (error.name) {
    case 'InvalidOtpError': {
      const count = typeof details.attemptsLeft === 'number' ? details.attemptsLeft : 0;
      return count > 0
        ? t('redemption.otp.invalid', { count })
        : t('redemption.otp.noAttemptsLeft');
    }
    case 'OtpRequiredError':
      return details.reason === 'expired'
        ? t('redemption.otp.expired')
        : t('redemption.otp.attemptsExceeded');
    case 'FailedToSendOtpError':
      return t('redemption.otp.sendError');
    case 'TooManyRequestsError':
      return details.resendAvailableAt === null
        ? t('redemption.otp.noMoreCodes')
        : t('redemption.otp.wait');
    default:
      return errorCopy(error, t);
  }
}

/** Digits only, at most six: a pasted "123 456" or "Code: 123456" becomes 123456. */
function digitsOf(text: string): string {
  return text.replace(/\D/g, '').slice(0, REDEEM_OTP_LENGTH);
}

function secondsUntil(iso: string | null, now: number): number {
  return iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 1000)) : 0;
}

/**
 * The code step of a redemption that needs one (spec §4 pending with OTP required / invalid /
 * send error; decision 198): one numeric field that takes a pasted code, confirm, a new code
 * after its cooldown, and cancel. A request found in activation resumes here.
 */
export function RedeemOtpStep({
  request,
  otp,
  phoneEnding,
  isSendError,
  onConfirmed,
  onCanceled,
}: {
  request: TRedeemTransaction;
  otp: TRedeemOtpState | null;
  phoneEnding: string | null;
  isSendError: boolean;
  /** The code was right; a validityIssue means the request now waits for the card check. */
  onConfirmed: (request: TRedeemTransaction, preparationResult?: TPreparationResult) => void;
  onCanceled: () => void;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [code, setCode] = useState('');
  const [state, setState] = useState(otp);
  const [problem, setProblem] = useState<string | null>(
    isSendError ? t('redemption.otp.sendError') : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const waitSeconds = secondsUntil(state?.resendAvailableAt ?? null, now);
  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [waitSeconds, now]);

  const ending = state?.phoneEnding ?? phoneEnding ?? '';
  const expiresAt = request.activationExpiresAt;
  const amount = formatAmount(asAmountMinor(request.amount), { coin: 'SC', style: 'coins' });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setProblem(problemOf(error, t));
    } finally {
      setBusy(false);
      setNow(Date.now());
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== REDEEM_OTP_LENGTH) return;
    void run(async () => {
      const answer = await confirmRedeemOtp(request.withdrawRequestId, code);
      onConfirmed(answer.redeemRequest, answer.preparationResult);
    });
  };

  const resend = () =>
    void run(async () => {
      const answer = await resendRedeemOtp(request.withdrawRequestId);
      setState(answer.confirmation.otp);
      setCode('');
      setNotice(t('redemption.otp.resent'));
    });

  const cancel = () =>
    void run(async () => {
      await cancelRedeemRequest(request.withdrawRequestId);
      onCanceled();
    });

  return (
    <form
      className="redeem-card redeem-otp"
      aria-labelledby={`${fieldId}-title`}
      data-testid="redeem-otp"
      onSubmit={submit}
    >
      <h2 id={`${fieldId}-title`}>{t('redemption.otp.title')}</h2>
      <p>{t('redemption.otp.text', { ending: `••${ending}`, amount })}</p>
      {expiresAt ? (
        <p className="redeem-otp__expiry">
          {t('redemption.otp.expiry', { time: new Date(expiresAt).toLocaleTimeString() })}
        </p>
      ) : null}
      <div className="redeem-field">
        <label htmlFor={fieldId}>{t('redemption.otp.label')}</label>
        <input
          id={fieldId}
          className="redeem-otp__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={REDEEM_OTP_LENGTH + 8}
          value={code}
          aria-describedby={`${fieldId}-hint${problem ? ` ${fieldId}-problem` : ''}`}
          aria-invalid={problem !== null}
          onChange={(event) => setCode(digitsOf(event.target.value))}
        />
        <small id={`${fieldId}-hint`}>{t('redemption.otp.hint')}</small>
        {problem ? (
          <p
            id={`${fieldId}-problem`}
            className="redeem-field__problem"
            role="alert"
            data-testid="redeem-otp-problem"
          >
            {problem}
          </p>
        ) : null}
        {notice ? <p role="status">{notice}</p> : null}
      </div>
      <Button
        type="submit"
        size="lg"
        isBlock
        disabled={isBusy || code.length !== REDEEM_OTP_LENGTH}
      >
        {t('redemption.otp.confirm')}
      </Button>
      <div className="redeem-otp__actions">
        <Button variant="secondary" disabled={isBusy || waitSeconds > 0} onClick={resend}>
          {waitSeconds > 0
            ? t('redemption.otp.resendIn', { seconds: waitSeconds })
            : t('redemption.otp.resend')}
        </Button>
        <Button variant="ghost" disabled={isBusy} onClick={cancel}>
          {t('redemption.otp.cancel')}
        </Button>
      </div>
    </form>
  );
}
