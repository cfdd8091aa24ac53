import { ZNewPassword } from '@casino/contracts/rest/auth/auth-fields';
import { Button } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { completePasswordReset } from '#src/features/auth/api/complete-password-reset';
import { AuthForm } from '#src/features/auth/components/auth-form';
import { TextField } from '#src/features/auth/components/text-field';
import { useZodForm } from '#src/features/auth/components/use-zod-form';
import { errorCopy } from '#src/lib/error-copy';

const ZNewPasswordForm = z.object({ newPassword: ZNewPassword });

/** The page the reset link opens: choose a new password (every old session ends). */
export function NewPasswordStep({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [isDone, setIsDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm<{ newPassword: string }>(ZNewPasswordForm, { newPassword: '' });
  const { errors, isSubmitting } = form.formState;

  if (isDone) {
    return (
      <div className="auth-dialog" data-testid="reset-done">
        <h2 id="dialog-login-title" className="auth-dialog__title">
          {t('auth.reset.doneTitle')}
        </h2>
        <p className="auth-dialog__text">{t('auth.reset.doneText')}</p>
        <Button size="lg" isBlock onClick={onDone}>
          {t('auth.reset.logIn')}
        </Button>
      </div>
    );
  }

  const handleSubmit = form.handleSubmit(async ({ newPassword }) => {
    setServerError(null);
    try {
      await completePasswordReset(token, newPassword);
      setIsDone(true);
    } catch (error) {
      setServerError(errorCopy(error, t));
    }
  });

  return (
    <div className="auth-dialog" data-testid="reset-new-password">
      <h2 id="dialog-login-title" className="auth-dialog__title">
        {t('auth.reset.newTitle')}
      </h2>
      <AuthForm
        onSubmit={handleSubmit}
        serverError={serverError}
        isSubmitting={isSubmitting}
        submitLabel={t('auth.reset.newSubmit')}
      >
        <TextField
          label={t('auth.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
      </AuthForm>
    </div>
  );
}
