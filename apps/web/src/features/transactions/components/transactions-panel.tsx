import '#src/features/transactions/components/transactions.css';
import type { TTransactionRow } from '@casino/contracts';
import { TRANSACTION_ACTION_TYPES } from '@casino/contracts/rest/transactions/get-transactions';
import { asAmountMinor, coinLabel, formatAmount } from '@casino/money';
import { Button, Spinner } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransactions } from '#src/features/transactions/api/get-transactions';
import { formatDate } from '#src/lib/i18n';

/** Rows a page of the list shows. */
export const TRANSACTIONS_PAGE_SIZE = 10;

const FILTERS = ['all', ...TRANSACTION_ACTION_TYPES] as const;
type TFilter = (typeof FILTERS)[number];

function TransactionItem({ row }: { row: TTransactionRow }) {
  const { t, i18n } = useTranslation();
  const at = new Date(row.createdAt);
  const time = new Intl.DateTimeFormat(i18n.language === 'en-DE' ? 'en-GB' : 'en-US', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  const sign = row.amount > 0 ? '+' : row.amount < 0 ? '−' : '';
  const amount = formatAmount(asAmountMinor(Math.abs(row.amount)), {
    coin: row.coin,
    style: 'coins',
  });
  return (
    <li className="transaction" data-testid="transaction-row">
      <div className="transaction__what">
        <span className="transaction__title">
          {t(`transactions.codes.${row.code}`, {
            defaultValue: t(`transactions.types.${row.actionType}`),
          })}
        </span>
        <span className="transaction__when">
          <time dateTime={row.createdAt}>{`${formatDate(at, i18n.language)} ${time}`}</time>
        </span>
      </div>
      {row.status === 'expired' ? (
        <span className="transaction__status">{t('transactions.statuses.expired')}</span>
      ) : (
        <span
          className={`transaction__amount transaction__amount--${row.amount < 0 ? 'debit' : 'credit'}`}
        >
          {`${sign}${amount} ${coinLabel(row.coin)}`}
        </span>
      )}
    </li>
  );
}

/**
 * Transactions in the account area: the player's purchases, bonuses, game rounds and
 * redemptions of the last 14 days, newest first, filtered by action type and paged. A purchase
 * order that expired unpaid shows its status in place of an amount (decision 109). A list that
 * cannot be loaded shows as empty (shell spec).
 */
export function TransactionsPanel() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TFilter>('all');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData } = useTransactions({
    actionType: filter,
    limit: TRANSACTIONS_PAGE_SIZE,
    page,
  });
  const rows = isError ? [] : (data?.rows ?? []);
  const pages =
    data && !isError ? Math.max(1, Math.ceil(data.totalCount / TRANSACTIONS_PAGE_SIZE)) : 1;

  const choose = (next: TFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <section
      className="account-card transactions"
      data-testid="transactions"
      aria-labelledby="transactions-title"
    >
      <h3 id="transactions-title">{t('transactions.title')}</h3>
      <p className="account-hint">{t('transactions.intro')}</p>
      <div
        className="transactions__filters"
        role="group"
        aria-label={t('transactions.filterLabel')}
      >
        {FILTERS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            className="transactions__filter"
            aria-pressed={filter === candidate}
            onClick={() => choose(candidate)}
          >
            {t(`transactions.filters.${candidate}`)}
          </button>
        ))}
      </div>
      {isPending ? (
        <Spinner label={t('shell.loading')} />
      ) : rows.length === 0 ? (
        <p className="transactions__empty" data-testid="transactions-empty">
          {t(filter === 'all' ? 'transactions.empty' : 'transactions.emptyFiltered')}
        </p>
      ) : (
        <ul className="transactions__list" aria-busy={isPlaceholderData}>
          {rows.map((row) => (
            <TransactionItem key={row.transactionId} row={row} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="transactions__pages" aria-label={t('transactions.pagesLabel')}>
          <Button
            variant="secondary"
            disabled={page <= 1 || isPlaceholderData}
            onClick={() => setPage(page - 1)}
          >
            {t('transactions.previous')}
          </Button>
          <span>{t('transactions.pageOf', { page, pages })}</span>
          <Button
            variant="secondary"
            disabled={page >= pages || isPlaceholderData}
            onClick={() => setPage(page + 1)}
          >
            {t('transactions.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
