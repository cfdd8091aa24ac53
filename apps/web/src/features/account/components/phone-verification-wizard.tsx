import { ZPhoneNumber } from '@casino/contracts';
import { Button } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getProfileQueryOptions } from '#src/features/account/api/get-profile';
import { sendPhoneCode } from '#src/features/account/api/send-phone-code';
import { verifyPhoneCode } from '#src/features/account/api/verify-phone-code';
import '#src/features/account/components/account.css';

const STEP_COUNT = 2;

/** Phone verification with its step counter 'Step x/y': the number, then the SMS code. */
export function PhoneVerificationWizard({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [step, setStep] = useState<1 | 2 | 'done'>(1);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setIsBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setIsBusy(false);
    }
  };

  const handleSend = () =>
    run(async () => {
      const parsed = ZPhoneNumber.safeParse(phone);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? t('validation.phoneInvalid'));
        return;
      }
      const answer = await sendPhoneCode(parsed.data);
      if (answer.status === 'alreadyVerified') {
        setNotice(t('account.phone.alreadyVerified'));
        setStep('done');
      } else if (answer.status === 'limitReached') {
        setError(t('account.phone.limitReached'));
      } else {
        setStep(2);
      }
    });

  const handleVerify = () =>
    run(async () => {
      await verifyPhoneCode(code.trim());
      await queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
      setNotice(t('account.phone.done'));
      setStep('done');
    });

  return (
    <div className="account-dialog" data-testid="phone-verification">
      <h2 className="account-dialog__title">{t('account.phone.title')}</h2>
      {step !== 'done' ? (
        <p className="account-step">{t('account.phone.step', { x: step, y: STEP_COUNT })}</p>
      ) : null}
      {step === 1 ? (
        <div className="account-field">
          <label htmlFor={fieldId}>{t('account.phone.phoneLabel')}</label>
          <input
            id={fieldId}
            type="tel"
            autoComplete="tel"
            value={phone}
            placeholder="+12015550123"
            onChange={(event) => setPhone(event.target.value)}
          />
          <p className="account-hint">{t('account.phone.phoneHint')}</p>
        </div>
      ) : null}
      {step === 2 ? (
        <div className="account-field">
          <p className="account-hint">{t('account.phone.codeText', { phone })}</p>
          <label htmlFor={fieldId}>{t('account.phone.codeLabel')}</label>
          <input
            id={fieldId}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
      ) : null}
      {notice ? <p className="account-notice">{notice}</p> : null}
      {error ? (
        <p className="account-error" role="alert">
          {error}
        </p>
      ) : null}
      {step === 1 ? (
        <Button size="lg" isBlock disabled={isBusy} onClick={() => void handleSend()}>
          {t('account.phone.send')}
        </Button>
      ) : null}
      {step === 2 ? (
        <>
          <Button size="lg" isBlock disabled={isBusy} onClick={() => void handleVerify()}>
            {t('account.phone.verify')}
          </Button>
          <Button variant="ghost" isBlock disabled={isBusy} onClick={() => void handleSend()}>
            {t('account.phone.resend')}
          </Button>
        </>
      ) : null}
      {step === 'done' ? (
        <Button size="lg" isBlock onClick={onDone}>
          {t('account.phone.continue')}
        </Button>
      ) : null}
    </div>
  );
}
