import { Button } from '@casino/ui';
import { Trans, useTranslation } from 'react-i18next';
import { useCurrentGeo } from '#src/features/auth/api/get-current-geo';
import { TextField } from '#src/features/auth/components/text-field';
import { ThirdPartyButtons } from '#src/features/auth/components/third-party-buttons';
import { useRegisterForm } from '#src/features/auth/components/steps/use-register-form';
import type { TPendingVerification } from '#src/features/auth/model/sign-up-types';
import { useDialogs } from '#src/stores/dialogs';

/**
 * SignUpEmailLanding (landing=direct_em): one page with the form, 'CREATE ACCOUNT', 'OR' and
 * the landing's third-party buttons (Facebook and Apple excluded).
 */
export function SignUpEmailLanding(props: {
  landing: string | undefined;
  onRegistered: (pending: TPendingVerification) => void;
}) {
  const { t } = useTranslation();
  const geo = useCurrentGeo();
  const { form, submit, serverError } = useRegisterForm({ ...props, consents: [] });
  const { errors, isSubmitting } = form.formState;
  return (
    <div className="auth-dialog" data-testid="signup-email-landing">
      <h2 id="dialog-signup-title" className="auth-dialog__title">
        {t('auth.landing.title')}
      </h2>
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="auth-dialog__fine">
          <Trans
            i18nKey="auth.landing.consent"
            values={{ age: geo?.territoryLegalAge ?? 18 }}
            components={{
              terms: <a href="/pages/terms-of-service" target="_blank" rel="noreferrer" />,
              privacy: <a href="/pages/privacy-policy" target="_blank" rel="noreferrer" />,
            }}
          />
        </p>
        {serverError ? (
          <p className="auth-form__error" role="alert">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" size="lg" isBlock disabled={isSubmitting}>
          {t('auth.landing.submit')}
        </Button>
      </form>
      <ThirdPartyButtons isLanding divider="before" />
      <button
        type="button"
        className="auth-link auth-link--center"
        onClick={() => {
          const { closeDialog, openDialog } = useDialogs.getState();
          closeDialog('signup');
          openDialog('login', props.landing ? { landing: props.landing } : undefined);
        }}
      >
        {t('auth.landing.logIn')}
      </button>
    </div>
  );
}
