import type { TSignInBody } from '@casino/contracts';
import { ZSignInBody } from '@casino/contracts/rest/auth/sign-in';
import { ZNewPassword } from '@casino/contracts/rest/auth/auth-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signUp } from '#src/features/auth/api/sign-up';
import { useZodForm } from '#src/features/auth/components/use-zod-form';
import type { TConsentChoice, TPendingVerification } from '#src/features/auth/model/sign-up-types';
import { getBrowserId } from '#src/lib/browser-id';
import { errorCopy } from '#src/lib/error-copy';
import { forgetReferrerCode, readReferrerCode } from '#src/lib/referral-attribution';

const ZRegisterForm = ZSignInBody.extend({ password: ZNewPassword });

/**
 * The email + password form of SignUpRegister and SignUpEmailLanding, and its submit. The
 * sign-up carries the invite code a friend's link left (decision 167) and this browser's id.
 */
export function useRegisterForm(options: {
  consents: TConsentChoice[];
  landing: string | undefined;
  onRegistered: (pending: TPendingVerification) => void;
}) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm<TSignInBody>(ZRegisterForm, { email: '', password: '' });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const referrerCode = readReferrerCode();
      const answer = await signUp({
        ...values,
        isAgeConfirmed: true,
        isTermsAccepted: true,
        marketingConsents: options.consents,
        ...(options.landing ? { landing: options.landing } : {}),
        ...(referrerCode ? { referrerCode } : {}),
        deviceId: getBrowserId(),
      });
      forgetReferrerCode();
      options.onRegistered({
        ticket: answer.verificationTicket,
        email: values.email,
        password: values.password,
        resendAvailableInSeconds: answer.resendAvailableInSeconds,
        devOutboxUrl: answer.devOutboxUrl,
      });
    } catch (error) {
      setServerError(errorCopy(error, t));
    }
  });
  return { form, submit, serverError };
}
