import { Button } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getProfileQueryOptions } from '#src/features/account/api/get-profile';
import { sendPhoneCode } from '#src/features/account/api/send-phone-code';
import { verifyPhoneCode } from '#src/features/account/api/verify-phone-code';
import '#src/features/account/components/account.css';
import { errorCopy } from '#src/lib/error-copy';

const STEP_COUNT = 2;

function isCountryCode(value: string | undefined): value is CountryCode {
  return value !== undefined && (getCountries() as string[]).includes(value);
}

/** Every country of the numbering plans, by English name, with its calling code. */
function useCountryOptions() {
  return useMemo(() => {
    const names = new Intl.DisplayNames(['en-US'], { type: 'region' });
    return getCountries()
      .map((code) => ({
        code,
        label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en-US'));
  }, []);
}

/**
 * Phone verification with its step counter 'Step x/y': the number, then the SMS code. The
 * number may be national (read in the chosen country, by default the player's) or start with
 * '+'; it is checked here with the server's library and metadata, and the server stores E.164.
 */
export function PhoneVerificationWizard({
  defaultCountryCode,
  onDone,
}: {
  defaultCountryCode?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const countryId = useId();
  const countries = useCountryOptions();
  const [step, setStep] = useState<1 | 2 | 'done'>(1);
  const [countryCode, setCountryCode] = useState<CountryCode>(
    isCountryCode(defaultCountryCode) ? defaultCountryCode : 'US',
  );
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState('');
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
      setError(errorCopy(caught, t));
    } finally {
      setIsBusy(false);
    }
  };

  const handleSend = () =>
    run(async () => {
      if (phone.trim() === '') {
        setError(t('validation.phoneRequired'));
        return;
      }
      const parsed = parsePhoneNumberFromString(phone, { defaultCountry: countryCode });
      if (!parsed?.isValid()) {
        setError(t('validation.phoneInvalid'));
        return;
      }
      setSentTo(parsed.formatInternational());
      const answer = await sendPhoneCode(phone, countryCode);
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
          <label htmlFor={countryId}>{t('account.phone.countryLabel')}</label>
          <select
            id={countryId}
            value={countryCode}
            autoComplete="tel-country-code"
            onChange={(event) => {
              if (isCountryCode(event.target.value)) setCountryCode(event.target.value);
            }}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </select>
          <label htmlFor={fieldId}>{t('account.phone.phoneLabel')}</label>
          <input
            id={fieldId}
            type="tel"
            autoComplete="tel-national"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          <p className="account-hint">{t('account.phone.phoneHint')}</p>
        </div>
      ) : null}
      {step === 2 ? (
        <div className="account-field">
          <p className="account-hint">{t('account.phone.codeText', { phone: sentTo })}</p>
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
