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

function approvedRequest(
  id: string,
  amount: number,
  status: TRedeemTransaction['status'],
  changes: Partial<TRedeemTransaction> = {},
): TRedeemTransaction {
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
    payoutCurrencyCode: 'USD',
    reason: null,
    stages: [],
    activationExpiresAt: null,
    createdAt: AT,
    updatedAt: AT,
    ...changes,
  };
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

  it('shows rejected (with the reason), activation and expired in turn; activation waits while the redeem dialog is open and its action opens it', async () => {
    const rejected = approvedRequest('33333333-3333-4333-8333-333333333333', 80_00, 'rejected', {
      reason: 'The account holder does not match your name',
    });
    const activation = approvedRequest(
      '44444444-4444-4444-8444-444444444444',
      70_00,
      'activation',
      {
        paymentProvider: 'PAYOUTS',
        paymentMethodType: 'payouts',
        activationExpiresAt: '2026-11-20T10:30:00.000Z',
      },
    );
    const expired = approvedRequest('55555555-5555-4555-8555-555555555555', 50_00, 'expired');
    const payoutsApproved = approvedRequest(
      '66666666-6666-4666-8666-666666666666',
      90_00,
      'approved',
      {
        paymentProvider: 'PAYOUTS',
      },
    );
    useDialogs.setState({ fullPageDialog: 'redeem' });
    const { acknowledged } = renderComposition('/', [
      payoutsApproved,
      rejected,
      activation,
      expired,
    ]);

    const refused = await screen.findByTestId('redemption-rejected');
    expect(refused.textContent).toContain('Redemption refused');
    expect(screen.getByTestId('redemption-rejected-reason').textContent).toBe(
      'Reason: The account holder does not match your name',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    // The redeem dialog is open: the activation dialog waits; expired comes first.
    const late = await screen.findByTestId('redemption-expired');
    expect(late.textContent).toMatch(/Your redemption of 50(\.00)? SC expired/);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(usePortal.getState().content).toBe(null));
    expect(screen.queryByTestId('redemption-activation')).toBe(null);

    useDialogs.setState({ fullPageDialog: null });
    const waiting = await screen.findByTestId('redemption-activation');
    expect(waiting.textContent).toMatch(
      /Your redemption of 70(\.00)? SC is waiting for the 6-digit code/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enter code' }));
    await waitFor(() => expect(useDialogs.getState().fullPageDialog).toBe('redeem'));
    await waitFor(() =>
      expect(acknowledged).toEqual([
        rejected.withdrawRequestId,
        expired.withdrawRequestId,
        activation.withdrawRequestId,
      ]),
    );
    // An approval paid by the PAYOUTS provider shows no approval dialog (spec §4).
    expect(screen.queryByTestId('redemption-approval')).toBe(null);
  });

  it("reopens the redeem dialog on the bank page's return, saying whether the account was linked", async () => {
    renderComposition('/?method=bank&status=cancelled&type=redeem&transactionId=t1', []);
    await waitFor(() => expect(useDialogs.getState().fullPageDialog).toBe('redeem'));
    expect(useBankLinkReturn.getState().outcome).toBe('notCompleted');
  });
});
