import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/features/auth/components/text-field';
import { useRegisterForm } from '#src/features/auth/components/steps/use-register-form';
import type { TConsentChoice, TPendingVerification } from '#src/features/auth/model/sign-up-types';
import { useDialogs } from '#src/stores/dialogs';

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
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
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
        {serverError ? (
          <p className="auth-form__error" role="alert">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" size="lg" isBlock disabled={isSubmitting}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <button
        type="button"
        className="auth-link auth-link--center"
        onClick={() => {
          const { closeDialog, openDialog } = useDialogs.getState();
          closeDialog('signup');
          openDialog('login', props.landing ? { landing: props.landing } : undefined);
        }}
      >
        {t('auth.register.haveAccount')}
      </button>
    </div>
  );
}
