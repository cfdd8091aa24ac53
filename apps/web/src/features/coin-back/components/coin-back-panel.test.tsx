import type { TCoinBackPeriod } from '@casino/contracts';
import { asAmountMinor, formatAmount } from '@casino/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CoinBackPanel } from '#src/features/coin-back/components/coin-back-panel';
import { initI18n } from '#src/lib/i18n';

const OPEN: TCoinBackPeriod = {
  id: 7,
  percent: 5,
  startsAt: '2026-11-20T10:00:00.000Z',
  endsAt: '2026-11-21T10:00:00.000Z',
  status: 'open',
  netLoss: { gc: 1_200_00, sc: -50 },
  paid: null,
  paidAt: null,
};
const PAID: TCoinBackPeriod = {
  id: 3,
  percent: 10,
  startsAt: '2026-11-10T10:00:00.000Z',
  endsAt: '2026-11-11T10:00:00.000Z',
  status: 'paid',
  netLoss: { gc: 500_00, sc: 20_00 },
  paid: { gc: 50_00, sc: 2_00 },
  paidAt: '2026-11-11T10:05:00.000Z',
};
const WON: TCoinBackPeriod = {
  ...PAID,
  id: 2,
  netLoss: { gc: -1_00, sc: 0 },
  paid: { gc: 0, sc: 0 },
};

const coins = (minor: number, coin: 'GC' | 'SC') =>
  `${formatAmount(asAmountMinor(minor), { coin, style: 'coins' })} ${coin === 'GC' ? 'CC' : 'SC'}`;

function renderPanel(answers: Response[]) {
  const fetchMock = vi.fn((input: string) => {
    expect(new URL(input, 'http://localhost').pathname).toBe('/api/coin-back/periods');
    return Promise.resolve(answers.shift() ?? new Response('{}', { status: 500 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CoinBackPanel />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const periodsOf = (periods: TCoinBackPeriod[]) =>
  new Response(JSON.stringify({ data: { periods } }), { status: 200 });

describe('CoinBackPanel', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists a running period with its end and net loss, and paid ones with what they returned', async () => {
    renderPanel([periodsOf([OPEN, PAID, WON])]);
    const rows = await screen.findAllByTestId('coin-back-period');
    expect(rows).toHaveLength(3);
    const open = within(rows[0] as HTMLElement);
    expect(open.getByText('5% coin-back')).toBeTruthy();
    expect(open.getByText('Running')).toBeTruthy();
    expect(open.getByText(/^Ends 11\/21\/2026 /)).toBeTruthy();
    // A coin the player is ahead in shows no loss.
    expect(
      open.getByText(`Net loss so far: ${coins(1_200_00, 'GC')} and ${coins(0, 'SC')}`),
    ).toBeTruthy();
    const paid = within(rows[1] as HTMLElement);
    expect(paid.getByText('Paid')).toBeTruthy();
    expect(paid.getByText(`Returned ${coins(50_00, 'GC')} and ${coins(2_00, 'SC')}`)).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement).getByText('Nothing to return: you came out ahead.'),
    ).toBeTruthy();
  });

  it('says when there is no coin-back, and offers a retry when loading fails', async () => {
    renderPanel([new Response('{}', { status: 500 }), periodsOf([])]);
    expect(await screen.findByText('Coin-back could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No coin-back yet. Packages with coin-back show it in the store.'),
    ).toBeTruthy();
  });
});
