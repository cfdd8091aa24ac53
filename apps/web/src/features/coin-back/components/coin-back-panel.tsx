import '#src/features/coin-back/components/coin-back.css';
import type { TCoinBackBooster, TCoinBackPeriod } from '@casino/contracts';
import { asAmountMinor, coinLabel, formatAmount, type TCoinType } from '@casino/money';
import { Button, Pill, Spinner } from '@casino/ui';
import { Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoinBackPeriods } from '#src/features/coin-back/api/get-coin-back-periods';
import { useFlag } from '#src/lib/feature-flags';
import { formatDate } from '#src/lib/i18n';

/** Engagement §4/§9: after a booster's end the coin-back is read again 1-10 s later. */
const REFETCH_DELAY_MIN_MS = 1_000;
const REFETCH_DELAY_MAX_MS = 10_000;
/** setTimeout's longest delay; a later end is waited for in steps. */
const TIMEOUT_MAX_MS = 2_147_483_647;

function coins(amountMinor: number, coin: TCoinType): string {
  const amount = formatAmount(asAmountMinor(Math.max(0, amountMinor)), { coin, style: 'coins' });
  return `${amount} ${coinLabel(coin)}`;
}

/** A date with its time, in the player's locale's formats. */
function useDateTime(): (date: Date) => string {
  const { i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language === 'en-DE' ? 'en-GB' : 'en-US', {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (date) => `${formatDate(date, i18n.language)} ${time.format(date)}`;
}

/**
 * Whether the booster still runs (engagement §4: its flag on, the tutorial closed — ours has
 * none — and its end ahead). At its end the coin-back is read again after 1-10 s, which clears it.
 */
function useIsBoosterActive(booster: TCoinBackBooster | null, refetch: () => unknown): boolean {
  const isFlagOn = useFlag('coin_back_booster_feat') === true;
  const endMs = booster ? Date.parse(booster.endDate) : 0;
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (endMs <= nowMs) return;
    const delay =
      REFETCH_DELAY_MIN_MS + Math.random() * (REFETCH_DELAY_MAX_MS - REFETCH_DELAY_MIN_MS);
    const timer = window.setTimeout(
      () => {
        setNowMs(Date.now());
        void refetch();
      },
      Math.min(endMs - nowMs + delay, TIMEOUT_MAX_MS),
    );
    return () => window.clearTimeout(timer);
  }, [endMs, nowMs, refetch]);
  return isFlagOn && booster !== null && endMs > nowMs;
}

function BoosterItem({ booster }: { booster: TCoinBackBooster }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const points = booster.percentPoints;
  return (
    <div className="coin-back-booster" data-testid="coin-back-booster">
      <div className="coin-back-period__head">
        <span className="coin-back-booster__title">
          <Zap size={18} aria-hidden="true" /> {t('coinBack.booster.title', { points })}
        </span>
        <Pill tone="accent">{t('coinBack.booster.status')}</Pill>
      </div>
      <p className="coin-back-period__line">
        {t('coinBack.booster.until', { points, date: dateTime(new Date(booster.endDate)) })}
      </p>
    </div>
  );
}

function PeriodItem({ period }: { period: TCoinBackPeriod }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const endsAt = new Date(period.endsAt);
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
              date: dateTime(endsAt),
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
 * Coin-back in the account area (decision 106): the running booster (decision 220), then the
 * periods packages opened, each with its end and the net loss so far while it runs, and what
 * it returned once paid.
 */
export function CoinBackPanel() {
  const { t } = useTranslation();
  const { data, isError, refetch } = useCoinBackPeriods();
  const isBoosterActive = useIsBoosterActive(data?.booster ?? null, refetch);
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
      ) : (
        <>
          {isBoosterActive && data.booster ? <BoosterItem booster={data.booster} /> : null}
          {data.periods.length === 0 ? (
            <p className="account-hint">{t('coinBack.empty')}</p>
          ) : (
            <>
              <p className="account-hint">{t('coinBack.intro')}</p>
              <ul className="coin-back__list">
                {data.periods.map((period) => (
                  <PeriodItem key={period.id} period={period} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
