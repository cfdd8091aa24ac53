import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WALLET, getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';
import { applyWalletMessage } from '#src/features/wallet/realtime/apply-wallet-message';

const { queryKey } = getWalletQueryOptions();
const message = {
  type: 'wallet',
  state: { gc: 500_00, bsc: 1_00, psc: 2_00, wsc: 3_50 },
  transferId: '7',
  code: 'win',
  roundId: 'r-1',
};

function clientWithWallet() {
  const client = new QueryClient();
  client.setQueryData(queryKey, {
    ...DEFAULT_WALLET,
    walletId: 9,
    currencyCode: 'USD',
    ownerId: 'u1',
  });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  return { client, invalidate };
}

describe('wallet socket message', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets the wallet from the state when update_balance_through_notification is on', () => {
    const { client, invalidate } = clientWithWallet();
    expect(applyWalletMessage(client, message, true)).toBe('set');
    expect(client.getQueryData(queryKey)).toEqual({
      gcCoin: 500_00,
      scCoin: { bsc: 1_00, psc: 2_00, wsc: 3_50 },
      totalScCoin: 6_50,
      walletId: 9,
      currencyCode: 'USD',
      ownerId: 'u1',
    });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refetches for a replayed message, whose state may be older than the one shown', () => {
    const { client, invalidate } = clientWithWallet();
    expect(applyWalletMessage(client, { ...message, replayed: true }, true)).toBe('refetch');
    expect(invalidate).toHaveBeenCalledWith({ queryKey });
    expect(client.getQueryData(queryKey)).toMatchObject({ gcCoin: 0 });
  });

  it('refetches instead when the flag is off', () => {
    const { client, invalidate } = clientWithWallet();
    expect(applyWalletMessage(client, message, false)).toBe('refetch');
    expect(invalidate).toHaveBeenCalledWith({ queryKey });
    expect(client.getQueryData(queryKey)).toMatchObject({ gcCoin: 0 });
  });

  it('logs and refetches a message that does not parse', () => {
    const { client, invalidate } = clientWithWallet();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(applyWalletMessage(client, { type: 'wallet', state: { gc: 1.5 } }, true)).toBe(
      'refetch',
    );
    expect(logged).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey });
  });
});
