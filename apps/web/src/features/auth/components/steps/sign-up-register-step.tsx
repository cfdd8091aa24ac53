import { useTranslation } from 'react-i18next';
import { AuthForm, SwitchToLogin } from '#src/features/auth/components/auth-form';
import { TextField } from '#src/features/auth/components/text-field';
import { useRegisterForm } from '#src/features/auth/components/steps/use-register-form';
import type { TConsentChoice, TPendingVerification } from '#src/features/auth/model/sign-up-types';

/** SignUpRegister: Email* and Password*, 'Create Account', 'Already have an account? Log in'. */
export function SignUpRegisterStep(props: {
  consents: TConsentChoice[];
  landing: string | undefined;
  onRegistered: (pending: TPendingVerification) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, serverError } = useRegisterForm(props);
  const { errors, isSubmitting } = form.formState;
  return (
    <div className="auth-dialog" data-testid="signup-register">
      <h2 id="dialog-signup-title" className="auth-dialog__title">
        {t('auth.register.title')}
      </h2>
      <AuthForm
        onSubmit={submit}
        serverError={serverError}
        isSubmitting={isSubmitting}
        submitLabel={t('auth.register.submit')}
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
          autoComplete="new-password"
          placeholder={t('auth.passwordPlaceholder')}
          error={errors.password?.message}
          {...form.register('password')}
        />
      </AuthForm>
      <SwitchToLogin landing={props.landing} label={t('auth.register.haveAccount')} />
    </div>
  );
}
