import { Button } from '@casino/ui';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useCurrentGeo } from '#src/features/auth/api/get-current-geo';
import { useSignUpConsents } from '#src/features/auth/api/get-sign-up-consents';
import { FormError } from '#src/features/auth/components/auth-form';
import type { TConsentChoice } from '#src/features/auth/model/sign-up-types';

const DEFAULT_LEGAL_AGE = 18;

/**
 * SignUpPrivacy ('You are almost there'): the age and excluded-territory confirmation and the
 * Terms/Privacy acceptance are required; marketing consents are optional and start unchecked.
 */
export function SignUpPrivacyStep({
  onAccept,
}: {
  onAccept: (consents: TConsentChoice[]) => void;
}) {
  const { t } = useTranslation();
  const geo = useCurrentGeo();
  const consents = useSignUpConsents();
  const [isAgeConfirmed, setIsAgeConfirmed] = useState(false);
  const [isTermsAccepted, setIsTermsAccepted] = useState(false);
  const [accepted, setAccepted] = useState<Record<number, boolean>>({});
  const [isAttempted, setIsAttempted] = useState(false);
  const age = geo?.territoryLegalAge ?? DEFAULT_LEGAL_AGE;
  const isBlocked = isAttempted && !(isAgeConfirmed && isTermsAccepted);

  return (
    <div className="auth-dialog" data-testid="signup-privacy">
      <h2 id="dialog-signup-title" className="auth-dialog__title">
        {t('auth.privacy.title')}
      </h2>
      <p className="auth-dialog__text">{t('auth.privacy.intro')}</p>
      <div className="auth-checks">
        <label className="auth-check">
          <input
            type="checkbox"
            checked={isAgeConfirmed}
            onChange={(event) => setIsAgeConfirmed(event.target.checked)}
          />
          <span>{t('auth.privacy.age', { age })}</span>
        </label>
        <label className="auth-check">
          <input
            type="checkbox"
            checked={isTermsAccepted}
            onChange={(event) => setIsTermsAccepted(event.target.checked)}
          />
          <span>
            <Trans
              i18nKey="auth.privacy.terms"
              components={{
                terms: <a href="/pages/terms-of-service" target="_blank" rel="noreferrer" />,
                privacy: <a href="/pages/privacy-policy" target="_blank" rel="noreferrer" />,
              }}
            />
          </span>
        </label>
      </div>
      {consents.length > 0 ? (
        <fieldset className="auth-checks auth-checks--optional">
          <legend>{t('auth.privacy.marketingTitle')}</legend>
          {consents.map((consent) => (
            <label key={consent.id} className="auth-check">
              <input
                type="checkbox"
                checked={accepted[consent.id] ?? false}
                onChange={(event) =>
                  setAccepted((current) => ({ ...current, [consent.id]: event.target.checked }))
                }
              />
              <span>{consent.text}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <FormError message={isBlocked ? t('auth.privacy.required') : null} />
      <Button
        size="lg"
        isBlock
        onClick={() => {
          setIsAttempted(true);
          if (!isAgeConfirmed || !isTermsAccepted) return;
          onAccept(
            consents.map((consent) => ({
              marketingConsentId: consent.id,
              isAccepted: accepted[consent.id] ?? false,
            })),
          );
        }}
      >
        {t('auth.privacy.accept')}
      </Button>
    </div>
  );
}
