import '#src/features/purchase-limits/components/purchase-limits.css';
import type { TPurchaseLimit } from '@casino/contracts';
import { formatPrice } from '@casino/money';
import { Button, Spinner } from '@casino/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePurchaseLimits } from '#src/features/purchase-limits/api/get-purchase-limits';
import { useSetPurchaseLimit } from '#src/features/purchase-limits/api/set-purchase-limit';
import { PurchaseLimitIncreaseDialog } from '#src/features/purchase-limits/components/purchase-limit-increase-dialog';
import {
  formatLimitMoment,
  limitDollarsText,
  parseLimitDollars,
} from '#src/features/purchase-limits/model/limit-amount';
import { formatDate } from '#src/lib/i18n';
import { usePortal } from '#src/stores/portal';

/** One window's row: what is used, what applies, any raise waiting, and the new amount. */
function LimitRow({ limit, coolingOffHours }: { limit: TPurchaseLimit; coolingOffHours: number }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(limitDollarsText(limit.amount));
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const setLimit = useSetPurchaseLimit();
  const inputId = `purchase-limit-${limit.period}`;

  const save = (amount: number) => {
    setLimit.mutate(
      { period: limit.period, amount },
      {
        onSuccess: ({ isImmediate }) => {
          setNotice(t(isImmediate ? 'purchaseLimits.saved' : 'purchaseLimits.requested'));
          usePortal.getState().closePortal(true);
        },
        onError: () => {
          setError(t('purchaseLimits.saveFailed'));
          usePortal.getState().closePortal();
        },
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const amount = parseLimitDollars(text);
    if (amount === null) {
      setError(t('purchaseLimits.invalidAmount'));
      return;
    }
    if (amount > limit.maxAmount) {
      setError(t('purchaseLimits.tooHigh', { amount: formatPrice(limit.maxAmount) }));
      return;
    }
    setError('');
    if (amount <= limit.amount) {
      save(amount);
      return;
    }
    const { openPortal, closePortal } = usePortal.getState();
    openPortal(
      <PurchaseLimitIncreaseDialog
        period={limit.period}
        currentAmount={limit.amount}
        newAmount={amount}
        coolingOffHours={coolingOffHours}
        onConfirm={() => save(amount)}
        onCancel={() => closePortal()}
      />,
      { label: t('purchaseLimits.increase.title') },
    );
  };

  return (
    <form className="purchase-limit" onSubmit={handleSubmit} noValidate>
      <div className="purchase-limit__head">
        <label htmlFor={inputId}>{t(`purchaseLimits.periods.${limit.period}`)}</label>
        <span className="purchase-limit__used">
          {t('purchaseLimits.used', {
            used: formatPrice(limit.used),
            amount: formatPrice(limit.amount),
          })}
        </span>
      </div>
      <div
        className="purchase-limit__meter"
        role="progressbar"
        aria-label={t(`purchaseLimits.periods.${limit.period}`)}
        aria-valuemin={0}
        aria-valuemax={limit.amount}
        aria-valuenow={Math.min(limit.used, limit.amount)}
      >
        <span
          style={{
            width: `${limit.amount === 0 ? 100 : Math.min(100, (100 * limit.used) / limit.amount)}%`,
          }}
        />
      </div>
      {limit.pendingAmount !== null && limit.pendingEffectiveAt !== null ? (
        <p
          className="purchase-limit__pending"
          data-testid={`purchase-limit-pending-${limit.period}`}
        >
          {t('purchaseLimits.pending', {
            amount: formatPrice(limit.pendingAmount),
            date: formatLimitMoment(limit.pendingEffectiveAt, (date) =>
              formatDate(date, i18n.language),
            ),
          })}
        </p>
      ) : null}
      <div className="purchase-limit__edit">
        <span className="purchase-limit__currency" aria-hidden="true">
          $
        </span>
        <input
          id={inputId}
          inputMode="decimal"
          maxLength={12}
          value={text}
          aria-invalid={error !== ''}
          aria-describedby={`${inputId}-message`}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={setLimit.isPending}>
          {t('purchaseLimits.save')}
        </Button>
      </div>
      <p
        id={`${inputId}-message`}
        className={error ? 'account-error' : 'account-hint'}
        role="status"
      >
        {error || notice}
      </p>
    </form>
  );
}

/**
 * Purchase limits in the account area (decision 173): daily, weekly and monthly spending on coin
 * packages. Lowering applies at once; a raise asks for confirmation and waits for the cooling-off
 * period the server enforces.
 */
export function PurchaseLimitsPanel() {
  const { t } = useTranslation();
  const { data, isError, refetch } = usePurchaseLimits();
  return (
    <section className="account-card purchase-limits" data-testid="purchase-limits">
      <h3>{t('purchaseLimits.title')}</h3>
      {isError ? (
        <div role="alert">
          <p className="account-error">{t('purchaseLimits.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('purchaseLimits.retry')}
          </Button>
        </div>
      ) : !data ? (
        <Spinner label={t('shell.loading')} />
      ) : (
        <>
          <p className="account-hint">
            {t('purchaseLimits.intro', { count: data.coolingOffHours })}
          </p>
          {data.limits.map((limit) => (
            <LimitRow
              key={`${limit.period}:${limit.amount}:${limit.pendingAmount ?? ''}`}
              limit={limit}
              coolingOffHours={data.coolingOffHours}
            />
          ))}
        </>
      )}
    </section>
  );
}
