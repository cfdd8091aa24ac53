import { asAmountMinor, formatAmount } from '@casino/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  TRANSACTIONS_PAGE_SIZE,
  TransactionsPanel,
} from '#src/features/transactions/components/transactions-panel';
import { initI18n } from '#src/lib/i18n';

const PURCHASE = {
  transactionId: '41',
  actionType: 'purchase',
  code: 'purchase',
  status: 'completed',
  coin: 'SC',
  amount: 2_000,
  reference: 'po_1',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const EXPIRED = {
  transactionId: 'po_2',
  actionType: 'purchase',
  code: 'purchase',
  status: 'expired',
  coin: 'GC',
  amount: 0,
  reference: 'po_2',
  createdAt: '2026-11-20T11:00:00.000Z',
};
const ROUND = {
  transactionId: '40',
  actionType: 'game',
  code: 'round',
  status: 'completed',
  coin: 'GC',
  amount: -150,
  reference: 'r_1',
  createdAt: '2026-11-19T10:00:00.000Z',
};

function pageOf(rows: unknown[], totalCount = rows.length, page = 1) {
  return new Response(
    JSON.stringify({
      data: {
        data: {
          rows,
          page,
          limit: TRANSACTIONS_PAGE_SIZE,
          totalCount,
          startDate: '2026-11-09T12:00:00.000Z',
          endDate: '2026-11-23T12:00:00.000Z',
        },
      },
    }),
    { status: 200 },
  );
}

function renderPanel(answer: (url: URL) => Response) {
  const fetchMock = vi.fn((input: string) =>
    Promise.resolve(answer(new URL(input, 'http://localhost'))),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TransactionsPanel />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof renderPanel>) =>
  fetchMock.mock.calls.map(([input]) => new URL(input, 'http://localhost').searchParams);

describe('TransactionsPanel', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists rows with their kind, date and signed amount', async () => {
    renderPanel(() => pageOf([PURCHASE, ROUND]));
    const rows = await screen.findAllByTestId('transaction-row');
    expect(rows).toHaveLength(2);
    const sc = formatAmount(asAmountMinor(2_000), { coin: 'SC', style: 'coins' });
    expect(within(rows[0] as HTMLElement).getByText('Coin purchase')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(`+${sc} SC`)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/^11\/20\/2026 /)).toBeTruthy();
    const gc = formatAmount(asAmountMinor(150), { coin: 'GC', style: 'coins' });
    expect(within(rows[1] as HTMLElement).getByText('Game round')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(`−${gc} CC`)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).toBeNull();
  });

  it('shows a purchase order that expired unpaid by its status, with no amount', async () => {
    renderPanel(() => pageOf([EXPIRED, PURCHASE]));
    const rows = await screen.findAllByTestId('transaction-row');
    const expired = within(rows[0] as HTMLElement);
    expect(expired.getByText('Coin purchase')).toBeTruthy();
    expect(expired.getByText('Expired · not charged')).toBeTruthy();
    expect(expired.queryByText(/GC|CC/)).toBeNull();
  });

  it('asks the server for the chosen action type from its first page', async () => {
    const fetchMock = renderPanel((url) =>
      url.searchParams.get('actionType') === 'purchase' ? pageOf([PURCHASE]) : pageOf([]),
    );
    expect((await screen.findByTestId('transactions-empty')).textContent).toBe(
      'No transactions in the last 14 days.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Purchases' }));
    expect(await screen.findByText('Coin purchase')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Purchases' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const last = requested(fetchMock).at(-1);
    expect(last?.get('actionType')).toBe('purchase');
    expect(last?.get('page')).toBe('1');
    expect(last?.get('limit')).toBe(String(TRANSACTIONS_PAGE_SIZE));
  });

  it('pages through the list', async () => {
    const fetchMock = renderPanel((url) =>
      url.searchParams.get('page') === '2'
        ? pageOf([ROUND], TRANSACTIONS_PAGE_SIZE + 1, 2)
        : pageOf([PURCHASE], TRANSACTIONS_PAGE_SIZE + 1),
    );
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Game round')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(requested(fetchMock).at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('shows a list that cannot be loaded as empty', async () => {
    renderPanel(
      () =>
        new Response(JSON.stringify({ error: { name: 'InternalServerErrorType', message: 'x' } }), {
          status: 500,
        }),
    );
    expect((await screen.findByTestId('transactions-empty')).textContent).toBe(
      'No transactions in the last 14 days.',
    );
  });
});
