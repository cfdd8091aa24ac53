import '#src/features/marketing-consent/components/marketing-consent.css';
import type { TMarketingConsent } from '@casino/contracts';
import { Button } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The marketing consent dialog (engagement §2, §4): the pending consents one after another;
 * each answer is sent as it is given and the dialog closes after the last. A failed answer is
 * logged and the dialog moves on (§8: marketing consent errors are logged and ignored).
 */
export function MarketingConsentDialog({
  consents,
  onAnswer,
  onClose,
}: {
  consents: readonly TMarketingConsent[];
  onAnswer: (marketingConsentId: number, isAccepted: boolean) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [isSending, setIsSending] = useState(false);
  const consent = consents[index];
  if (!consent) return null;

  const handleAnswer = async (isAccepted: boolean) => {
    setIsSending(true);
    try {
      await onAnswer(consent.id, isAccepted);
    } catch (error) {
      console.error('Marketing consent answer not saved', error);
    }
    setIsSending(false);
    if (index + 1 >= consents.length) onClose();
    else setIndex(index + 1);
  };

  return (
    <div className="marketing-consent" data-testid="marketing-consent">
      <h2 className="marketing-consent__title">{t('marketingConsent.title')}</h2>
      {consents.length > 1 ? (
        <p className="marketing-consent__step">
          {t('marketingConsent.step', { current: index + 1, total: consents.length })}
        </p>
      ) : null}
      <p className="marketing-consent__text" data-testid="marketing-consent-text">
        {consent.text}
      </p>
      <div className="marketing-consent__actions">
        <Button size="lg" isBlock disabled={isSending} onClick={() => void handleAnswer(true)}>
          {t('marketingConsent.accept')}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          isBlock
          disabled={isSending}
          onClick={() => void handleAnswer(false)}
        >
          {t('marketingConsent.decline')}
        </Button>
      </div>
    </div>
  );
}
