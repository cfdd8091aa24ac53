import '#src/features/terms/components/terms.css';
import { Button, Modal } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import {
  useAcceptTermsOfService,
  useTermsOfService,
} from '#src/features/terms/api/terms-of-service';
import { errorCopy } from '#src/lib/error-copy';

/**
 * The terms-of-service dialog (payments §4): shown while the server says the version in force
 * needs this player's acceptance (flag terms_of_service_update, decision 168). It cannot be
 * closed, so nothing (a game included) can be played until the terms are accepted.
 */
export function TermsGate() {
  const { t } = useTranslation();
  const { data } = useTermsOfService();
  const accept = useAcceptTermsOfService();
  const isOpen = data?.needsAcceptance === true;
  return (
    <Modal
      isOpen={isOpen}
      isPersistent
      labelledBy="terms-gate-title"
      contentClassName="terms-gate"
      testId="terms-gate"
    >
      {data ? (
        <>
          <h2 id="terms-gate-title" className="terms-gate__title">
            {t('terms.title')}
          </h2>
          <p>{t('terms.updated', { version: data.version })}</p>
          <p className="terms-gate__summary">{data.summary}</p>
          <a href="/pages/terms-of-service" target="_blank" rel="noreferrer">
            {t('terms.read')}
          </a>
          {accept.error ? (
            <p className="terms-gate__error" role="alert">
              {errorCopy(accept.error, t)}
            </p>
          ) : null}
          <Button
            size="lg"
            isBlock
            disabled={accept.isPending}
            onClick={() => accept.mutate(data.id)}
          >
            {t('terms.accept')}
          </Button>
        </>
      ) : null}
    </Modal>
  );
}
