import '#src/features/amoe/components/amoe.css';
import { asAmountMinor, formatAmount } from '@casino/money';
import { Spinner } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useAmoeRequestCode } from '#src/features/amoe/api/get-amoe-request-code';

/**
 * The free alternative method of entry (decision 123): the player's request code and how to
 * mail a request, in the words of the Sweepstakes Rules (section 5). No purchase is needed.
 */
export function AmoePanel() {
  const { t } = useTranslation();
  const { data, isError } = useAmoeRequestCode();

  return (
    <section className="account-card amoe-panel" data-testid="amoe-panel">
      <h3>{t('amoe.title')}</h3>
      {isError ? (
        <p className="amoe-panel__error" role="alert">
          {t('amoe.loadFailed')}
        </p>
      ) : !data ? (
        <Spinner label={t('shell.loading')} />
      ) : (
        <>
          <p className="amoe-panel__intro">
            {t('amoe.intro', {
              amount: formatAmount(asAmountMinor(data.scAmount), { coin: 'SC', style: 'coins' }),
            })}
          </p>
          <div className="amoe-panel__code">
            <span className="amoe-panel__code-label">{t('amoe.codeLabel')}</span>
            <output className="amoe-panel__code-value" data-testid="amoe-code">
              {data.requestCode}
            </output>
          </div>
          <h4 className="amoe-panel__subtitle">{t('amoe.stepsTitle')}</h4>
          <ol className="amoe-panel__steps">
            <li>{t('amoe.step1')}</li>
            <li>
              {t('amoe.step2')}
              <address className="amoe-panel__address">
                {data.mailingAddress.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </li>
          </ol>
          <p className="amoe-panel__limit">{t('amoe.limit')}</p>
          <a
            className="amoe-panel__rules"
            href="/pages/sweepstakes-rules"
            target="_blank"
            rel="noreferrer"
          >
            {t('amoe.rules')}
          </a>
        </>
      )}
    </section>
  );
}
