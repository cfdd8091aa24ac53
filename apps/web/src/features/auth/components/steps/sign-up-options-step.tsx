import { Button } from '@casino/ui';
import { Trans, useTranslation } from 'react-i18next';
import { useCurrentGeo } from '#src/features/auth/api/get-current-geo';
import { ThirdPartyButtons } from '#src/features/auth/components/third-party-buttons';
import { useFlag } from '#src/lib/feature-flags';

/**
 * SignUpOptions ('Create account'): third-party buttons, then 'Sign Up with Email'. A direct
 * sign-up landing skips the privacy step, so the landing's confirmation wording shows here.
 */
export function SignUpOptionsStep({
  onEmail,
  isDirectLanding = false,
}: {
  onEmail: () => void;
  isDirectLanding?: boolean;
}) {
  const { t } = useTranslation();
  const geo = useCurrentGeo();
  const isEmailBlocked = useFlag('block_signup_with_email') === true;
  return (
    <div className="auth-dialog" data-testid="signup-options">
      <h2 id="dialog-signup-title" className="auth-dialog__title">
        {t('auth.options.title')}
      </h2>
      <ThirdPartyButtons divider="after" isLanding={isDirectLanding} />
      {isEmailBlocked ? (
        <p className="auth-dialog__text">{t('auth.options.emailBlocked')}</p>
      ) : (
        <Button size="lg" isBlock onClick={onEmail}>
          {t('auth.options.withEmail')}
        </Button>
      )}
      {isDirectLanding ? (
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
      ) : null}
    </div>
  );
}
