import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentReturnComposition } from '#src/app/payment-return-composition';
import { paymentSession } from '#src/features/store';
import { initI18n } from '#src/lib/i18n';
import { usePaymentResult } from '#src/stores/payment-result';
import { usePortal } from '#src/stores/portal';

const PURCHASE = { packageId: 3, price: 4_99, gcAmount: 100_000_00, scAmount: 10_00 };

/** The store as the server lists it; package 3 carries a coin-back bundle (decision 106). */
const STORE = {
  data: {
    store: [
      {
        packageId: 3,
        title: 'Pack',
        price: 4_99,
        currencyCode: 'USD',
        gcAmount: 100_000_00,
        scAmount: 10_00,
        gcCoin: 100_000_00,
        scCoin: 10_00,
        packageBundles: [
          { bundleType: 'coinBack', bundlePayload: { percent: 5, durationHours: 24 } },
        ],
        isFirstPurchaseOffer: false,
        badge: '',
      },
    ],
    page: 1,
    totalCount: 1,
  },
};
const COIN_BACK_LINE =
  '5% coin-back is on for the next 24 hours: we return 5% of what you lose, at the end.';

function PortalOutlet() {
  const content = usePortal((state) => state.content);
  return <div>{content}</div>;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** register-transaction's answer for an order that expired unpaid (decision 109). */
const EXPIRED_ANSWER = {
  error: {
    name: 'PurchaseOrderExpiredError',
    message: 'Order po_bank0003 expired unpaid; nothing was charged',
  },
};

function renderAt(path: string, options: { withStore?: boolean; isExpired?: boolean } = {}) {
  const registered: unknown[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (options.withStore && url.startsWith('/api/v2/store')) {
      return Promise.resolve(new Response(JSON.stringify(STORE)));
    }
    if (url === '/api/user/register-transaction') {
      const body = JSON.parse(init?.body as string) as { merchantRefNum: string };
      registered.push(body);
      if (options.isExpired) {
        return Promise.resolve(new Response(JSON.stringify(EXPIRED_ANSWER), { status: 409 }));
      }
      return Promise.resolve(
        new Response(
          JSON.stringify({
            data: {
              success: true,
              details: {
                status: 'success',
                isFirstDeposit: false,
                transactionId: body.merchantRefNum,
              },
              purchase: PURCHASE,
            },
          }),
        ),
      );
    }
    return Promise.resolve(new Response('{}', { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <PaymentReturnComposition />
        <PortalOutlet />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { registered };
}

describe('PaymentReturnComposition', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    usePortal.getState().closePortal(true);
    usePaymentResult.getState().clear();
    window.sessionStorage.clear();
  });

  it('registers a completed bank purchase once, shows success and clears the parameters', async () => {
    const { registered } = renderAt(
      '/?method=bank&status=complete&type=purchase&transactionId=btx_1&merchantRefNum=po_bank0001&packageId=3&keep=1',
    );
    expect(await screen.findByText('Purchase successful')).toBeDefined();
    expect(screen.getByText('100,000 CC and 10 SC are in your balance. Enjoy!')).toBeDefined();
    expect(screen.queryByText(COIN_BACK_LINE)).toBeNull();
    expect(registered).toEqual([{ method: 'bank', merchantRefNum: 'po_bank0001' }]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?keep=1'));
  });

  it('shows the failed dialog for faile, as the spec writes it, without registering', async () => {
    const { registered } = renderAt(
      '/?method=bank&status=faile&type=purchase&transactionId=btx_2&merchantRefNum=po_bank0002&packageId=3',
    );
    expect(await screen.findByText('Transaction failed')).toBeDefined();
    expect(registered).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('only clears the parameters of a Skrill return whose session is not the one started', async () => {
    paymentSession.keepSkrillSessionId('a'.repeat(32));
    const { registered } = renderAt(
      `/?method=skrill&type=purchase&status=complete&transactionId=123&merchantRefNum=po_skrill001&skrillSessionId=${'b'.repeat(32)}&packageId=3`,
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(registered).toEqual([]);
    expect(screen.queryByText('Purchase successful')).toBeNull();
  });

  it('shows success for the in-process transaction from the socket, and ignores others', async () => {
    paymentSession.keepTransactionId('po_pending01');
    renderAt('/');
    const message = {
      type: 'payment_result',
      paymentMethod: 'bank',
      status: 'success',
      ...PURCHASE,
    } as const;
    act(() => usePaymentResult.getState().receive({ ...message, transactionId: 'po_someone01' }));
    expect(screen.queryByText('Purchase successful')).toBeNull();
    act(() => usePaymentResult.getState().receive({ ...message, transactionId: 'po_pending01' }));
    expect(await screen.findByText('Purchase successful')).toBeDefined();
    expect(paymentSession.transactionId()).toBeNull();
  });

  it('tells the player the in-process purchase expired unpaid', async () => {
    paymentSession.keepTransactionId('po_pending03');
    renderAt('/');
    act(() =>
      usePaymentResult.getState().receive({
        type: 'payment_result',
        paymentMethod: 'bank',
        status: 'expired',
        transactionId: 'po_pending03',
        ...PURCHASE,
      }),
    );
    expect(await screen.findByText('Purchase expired')).toBeDefined();
    expect(
      screen.getByText(
        'This purchase was not paid in time, so we closed it. You were not charged.',
      ),
    ).toBeDefined();
    expect(screen.queryByText('Transaction failed')).toBeNull();
    expect(paymentSession.transactionId()).toBeNull();
  });

  it('tells a player who comes back from the bank after the order expired that it expired, not failed', async () => {
    const { registered } = renderAt(
      '/?method=bank&status=complete&type=purchase&transactionId=btx_3&merchantRefNum=po_bank0003&packageId=3',
      { isExpired: true },
    );
    expect(await screen.findByText('Purchase expired')).toBeDefined();
    expect(screen.queryByText('Transaction failed')).toBeNull();
    expect(registered).toEqual([{ method: 'bank', merchantRefNum: 'po_bank0003' }]);
    expect(paymentSession.transactionId()).toBeNull();
  });

  it('shows the coin-back line of the package on a bank or Skrill return, as on a card', async () => {
    renderAt(
      '/?method=skrill&status=complete&type=purchase&merchantRefNum=po_skrill001&packageId=3',
      { withStore: true },
    );
    expect(await screen.findByText('Purchase successful')).toBeDefined();
    expect(screen.getByText(COIN_BACK_LINE)).toBeDefined();
  });

  it('shows the coin-back line for a success pushed by the socket', async () => {
    paymentSession.keepTransactionId('po_pending02');
    renderAt('/', { withStore: true });
    act(() =>
      usePaymentResult.getState().receive({
        type: 'payment_result',
        paymentMethod: 'bank',
        status: 'success',
        transactionId: 'po_pending02',
        ...PURCHASE,
      }),
    );
    expect(await screen.findByText('Purchase successful')).toBeDefined();
    expect(screen.getByText(COIN_BACK_LINE)).toBeDefined();
  });
});
