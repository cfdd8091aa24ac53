import '#src/features/coin-back/components/coin-back.css';
import type { TCoinBackPeriod } from '@casino/contracts';
import { asAmountMinor, coinLabel, formatAmount, type TCoinType } from '@casino/money';
import { Button, Spinner } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useCoinBackPeriods } from '#src/features/coin-back/api/get-coin-back-periods';
import { formatDate } from '#src/lib/i18n';

function coins(amountMinor: number, coin: TCoinType): string {
  const amount = formatAmount(asAmountMinor(Math.max(0, amountMinor)), { coin, style: 'coins' });
  return `${amount} ${coinLabel(coin)}`;
}

function PeriodItem({ period }: { period: TCoinBackPeriod }) {
  const { t, i18n } = useTranslation();
  const endsAt = new Date(period.endsAt);
  const time = new Intl.DateTimeFormat(i18n.language === 'en-DE' ? 'en-GB' : 'en-US', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(endsAt);
  const paid = period.paid;
  return (
    <li className="coin-back-period" data-testid="coin-back-period">
      <div className="coin-back-period__head">
        <span className="coin-back-period__title">
          {t('coinBack.percent', { percent: period.percent })}
        </span>
        <span className={`coin-back-period__status coin-back-period__status--${period.status}`}>
          {t(`coinBack.status.${period.status}`)}
        </span>
      </div>
      {period.status === 'voided' ? (
        <p className="coin-back-period__line">{t('coinBack.voided')}</p>
      ) : paid ? (
        <p className="coin-back-period__line">
          {paid.gc > 0 || paid.sc > 0
            ? t('coinBack.paid', { gc: coins(paid.gc, 'GC'), sc: coins(paid.sc, 'SC') })
            : t('coinBack.nothingToReturn')}
        </p>
      ) : (
        <>
          <p className="coin-back-period__line">
            {t(period.status === 'open' ? 'coinBack.endsAt' : 'coinBack.endedAt', {
              date: `${formatDate(endsAt, i18n.language)} ${time}`,
            })}
          </p>
          <p className="coin-back-period__line">
            {t('coinBack.netLoss', {
              gc: coins(period.netLoss.gc, 'GC'),
              sc: coins(period.netLoss.sc, 'SC'),
            })}
          </p>
        </>
      )}
    </li>
  );
}

/**
 * Coin-back in the account area (decision 106): the periods packages opened, each with its
 * end and the net loss so far while it runs, and what it returned once paid.
 */
export function CoinBackPanel() {
  const { t } = useTranslation();
  const { data, isError, refetch } = useCoinBackPeriods();
  return (
    <section className="account-card coin-back" data-testid="coin-back">
      <h3>{t('coinBack.title')}</h3>
      {isError ? (
        <div role="alert">
          <p className="account-error">{t('coinBack.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('coinBack.retry')}
          </Button>
        </div>
      ) : !data ? (
        <Spinner label={t('shell.loading')} />
      ) : data.length === 0 ? (
        <p className="account-hint">{t('coinBack.empty')}</p>
      ) : (
        <>
          <p className="account-hint">{t('coinBack.intro')}</p>
          <ul className="coin-back__list">
            {data.map((period) => (
              <PeriodItem key={period.id} period={period} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
