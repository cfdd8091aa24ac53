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

function PortalOutlet() {
  const content = usePortal((state) => state.content);
  return <div>{content}</div>;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  const registered: unknown[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/api/user/register-transaction') {
      const body = JSON.parse(init?.body as string) as { merchantRefNum: string };
      registered.push(body);
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
});
