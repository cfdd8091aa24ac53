import type { TRedeemTransaction } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedemptionComposition } from '#src/app/redemption-composition';
import { initI18n } from '#src/lib/i18n';
import { useDialogs } from '#src/stores/dialogs';
import { usePortal } from '#src/stores/portal';
import { useBankLinkReturn } from '#src/stores/redemption';

const AT = '2026-11-20T10:00:00.000Z';

function approvedRequest(id: string, amount: number, status: 'approved' | 'paid') {
  return {
    withdrawRequestId: id,
    status,
    acknowledged: false,
    paymentProvider: 'BANK',
    isProcess: status === 'approved',
    paymentMethodType: 'bank',
    amount,
    fee: 1_00,
    payoutAmount: amount - 1_00,
    reason: null,
    stages: [],
    createdAt: AT,
    updatedAt: AT,
  } satisfies TRedeemTransaction;
}

const FIRST = approvedRequest('11111111-1111-4111-8111-111111111111', 100_00, 'approved');
const SECOND = approvedRequest('22222222-2222-4222-8222-222222222222', 60_00, 'paid');

function PortalOutlet() {
  const content = usePortal((state) => state.content);
  return <div>{content}</div>;
}

function renderComposition(path = '/', rows: TRedeemTransaction[] = [FIRST, SECOND]) {
  const acknowledged: string[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/api/redemptions/approval-acknowledge') {
      const { withdrawRequestId } = JSON.parse(init?.body as string) as {
        withdrawRequestId: string;
      };
      acknowledged.push(withdrawRequestId);
      const row = rows.find((found) => found.withdrawRequestId === withdrawRequestId);
      return Promise.resolve(
        new Response(JSON.stringify({ data: { redeemRequest: { ...row, acknowledged: true } } })),
      );
    }
    const unseen = rows.filter((row) => !acknowledged.includes(row.withdrawRequestId));
    return Promise.resolve(new Response(JSON.stringify({ data: { rows: unseen } })));
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <RedemptionComposition />
        <PortalOutlet />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock, acknowledged };
}

describe('RedemptionComposition', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    usePortal.setState({ content: null, options: {} });
    useBankLinkReturn.getState().clear();
    useDialogs.setState({ fullPageDialog: null });
  });

  it('shows each unacknowledged approval in turn and acknowledges it on the server', async () => {
    const { fetchMock, acknowledged } = renderComposition();
    const first = await screen.findByTestId('redemption-approval');
    expect(first.textContent).toMatch(/Your redemption of 100(\.00)? SC was approved\./);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/redeem-requests?getNonAcknowledged=true',
      expect.anything(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(acknowledged).toEqual([FIRST.withdrawRequestId]));
    const second = await screen.findByText(/Your redemption of 60(\.00)? SC was approved and/);
    expect(second.textContent).toContain('was sent to your bank account.');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(acknowledged).toEqual([FIRST.withdrawRequestId, SECOND.withdrawRequestId]),
    );
    await waitFor(() => expect(usePortal.getState().content).toBe(null));
  });

  it("reopens the redeem dialog on the bank page's return, saying whether the account was linked", async () => {
    renderComposition('/?method=bank&status=cancelled&type=redeem&transactionId=t1', []);
    await waitFor(() => expect(useDialogs.getState().fullPageDialog).toBe('redeem'));
    expect(useBankLinkReturn.getState().outcome).toBe('notCompleted');
  });
});
