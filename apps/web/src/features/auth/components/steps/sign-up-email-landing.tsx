import { Trans, useTranslation } from 'react-i18next';
import { useCurrentGeo } from '#src/features/auth/api/get-current-geo';
import { AuthForm, SwitchToLogin } from '#src/features/auth/components/auth-form';
import { TextField } from '#src/features/auth/components/text-field';
import { ThirdPartyButtons } from '#src/features/auth/components/third-party-buttons';
import { useRegisterForm } from '#src/features/auth/components/steps/use-register-form';
import type { TPendingVerification } from '#src/features/auth/model/sign-up-types';

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
      <AuthForm
        onSubmit={submit}
        serverError={serverError}
        isSubmitting={isSubmitting}
        submitLabel={t('auth.landing.submit')}
      >
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
      </AuthForm>
      <ThirdPartyButtons isLanding divider="before" />
      <SwitchToLogin landing={props.landing} label={t('auth.landing.logIn')} />
    </div>
  );
}
