import type { TRequestPasswordResetBody } from '@casino/contracts';
import { ZRequestPasswordResetBody } from '@casino/contracts/rest/auth/request-password-reset';
import { Button } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '#src/features/auth/api/request-password-reset';
import { AuthForm } from '#src/features/auth/components/auth-form';
import { TextField } from '#src/features/auth/components/text-field';
import { useZodForm } from '#src/features/auth/components/use-zod-form';
import { errorCopy } from '#src/lib/error-copy';

/** Reset password in two steps (§2): email entry, then 'Password Reset Email sent.' */
export function ResetPasswordWizard({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm<TRequestPasswordResetBody>(ZRequestPasswordResetBody, {
    email: '',
  });
  const { errors, isSubmitting } = form.formState;

  if (sentTo) {
    return (
      <div className="auth-dialog" data-testid="reset-sent">
        <h2 id="dialog-login-title" className="auth-dialog__title">
          {t('auth.reset.sentTitle')}
        </h2>
        <p className="auth-dialog__text">{t('auth.reset.sentText', { email: sentTo })}</p>
        <Button size="lg" isBlock onClick={onBack}>
          {t('auth.reset.backToLogin')}
        </Button>
      </div>
    );
  }

  const handleSubmit = form.handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setServerError(errorCopy(error, t));
    }
  });

  return (
    <div className="auth-dialog" data-testid="reset-request">
      <h2 id="dialog-login-title" className="auth-dialog__title">
        {t('auth.reset.title')}
      </h2>
      <p className="auth-dialog__text">{t('auth.reset.text')}</p>
      <AuthForm
        onSubmit={handleSubmit}
        serverError={serverError}
        isSubmitting={isSubmitting}
        submitLabel={t('auth.reset.submit')}
      >
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </AuthForm>
      <button type="button" className="auth-link auth-link--center" onClick={onBack}>
        {t('auth.reset.backToLogin')}
      </button>
    </div>
  );
}
