import type { TSignInBody } from '@casino/contracts';
import { ZSignInBody } from '@casino/contracts/rest/auth/sign-in';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn } from '#src/features/auth/api/sign-in';
import { NewPasswordStep } from '#src/features/auth/components/steps/new-password-step';
import { ResetPasswordWizard } from '#src/features/auth/components/reset-password-wizard';
import { AuthForm } from '#src/features/auth/components/auth-form';
import { TextField } from '#src/features/auth/components/text-field';
import { ThirdPartyButtons } from '#src/features/auth/components/third-party-buttons';
import { useZodForm } from '#src/features/auth/components/use-zod-form';
import { resolveAuth } from '#src/features/auth/model/auth-flow';
import { errorCopy } from '#src/lib/error-copy';
import { useDialogs } from '#src/stores/dialogs';
import '#src/features/auth/components/auth.css';

type TLoginStep = 'login' | 'reset' | 'newPassword';

export interface TLoginWizardProps {
  initialStep?: TLoginStep;
  resetToken?: string;
  /** A line shown above the form (e.g. after the email link was opened). */
  notice?: string;
  landing?: string;
}

/** Log In (§2): third-party buttons, 'Or', email and password, forgot-password link. */
export function LoginWizard({
  initialStep = 'login',
  resetToken,
  notice,
  landing,
}: TLoginWizardProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<TLoginStep>(initialStep);
  const [serverError, setServerError] = useState<string | null>(null);
  const { openDialog, closeDialog } = useDialogs.getState();
  const form = useZodForm<TSignInBody>(ZSignInBody, { email: '', password: '' });
  const { errors, isSubmitting } = form.formState;

  if (step === 'reset') {
    return <ResetPasswordWizard onBack={() => setStep('login')} />;
  }
  if (step === 'newPassword' && resetToken) {
    return <NewPasswordStep token={resetToken} onDone={() => setStep('login')} />;
  }

  const handleSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await signIn(values);
      if (!answer.emailVerified && answer.verificationTicket) {
        closeDialog('login');
        openDialog('signup', {
          initialStep: 'verification',
          verification: {
            ticket: answer.verificationTicket,
            email: values.email,
            password: values.password,
            resendAvailableInSeconds: 0,
          },
        });
        return;
      }
      await resolveAuth();
    } catch (error) {
      setServerError(errorCopy(error, t));
    }
  });

  return (
    <div className="auth-dialog" data-testid="login-wizard">
      <h2 id="dialog-login-title" className="auth-dialog__title">
        {t('auth.login.title')}
      </h2>
      {notice ? <p className="auth-dialog__notice">{notice}</p> : null}
      <ThirdPartyButtons divider="after" />
      <AuthForm
        onSubmit={handleSubmit}
        serverError={serverError}
        isSubmitting={isSubmitting}
        submitLabel={t('auth.login.submit')}
      >
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <button type="button" className="auth-link" onClick={() => setStep('reset')}>
          {t('auth.login.forgotPassword')}
        </button>
      </AuthForm>
      {landing ? (
        <button
          type="button"
          className="auth-link auth-link--center"
          onClick={() => {
            closeDialog('login');
            openDialog('signup', { landing });
          }}
        >
          {t('auth.login.noAccount')}
        </button>
      ) : null}
    </div>
  );
}

export default LoginWizard;
