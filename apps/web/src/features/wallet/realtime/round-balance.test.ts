import type { TUserWallet, TWalletMessage } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WALLET, getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';
import {
  holdRoundMessage,
  releaseHeldRounds,
  showRoundBalance,
} from '#src/features/wallet/realtime/round-balance';
import { useGameFrame } from '#src/stores/game-frame';

const { queryKey } = getWalletQueryOptions();
const before = { gc: 1_000_00, bsc: 0, psc: 0, wsc: 0 };

function roundMessage(roundId: string | null, transferId: string, gc: number): TWalletMessage {
  return {
    type: 'wallet',
    state: { ...before, gc },
    transferId,
    code: roundId ? 'round' : 'bonus',
    roundId,
  };
}

function setup() {
  const client = new QueryClient();
  client.setQueryData<TUserWallet>(queryKey, {
    ...DEFAULT_WALLET,
    gcCoin: before.gc,
    walletId: 9,
    currencyCode: 'USD',
    ownerId: 'u1',
  });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const headerGc = () => client.getQueryData<TUserWallet>(queryKey)?.gcCoin;
  return { client, invalidate, headerGc };
}

describe('a round balance with a game frame open (decision 130)', () => {
  beforeEach(() => useGameFrame.setState({ isOpen: true, heldRounds: {}, shownRoundIds: [] }));
  afterEach(() => {
    useGameFrame.setState({ isOpen: false, heldRounds: {}, shownRoundIds: [] });
    vi.restoreAllMocks();
  });

  it('holds the wallet message until spinEnd for that round, then shows it without a refetch', () => {
    const { client, invalidate, headerGc } = setup();
    expect(holdRoundMessage(roundMessage('r-1', '10', 990_00))).toBe(true);
    expect(headerGc()).toBe(before.gc);
    showRoundBalance(client, 'r-1', { ...before, gc: 111 });
    expect(headerGc()).toBe(990_00);
    expect(invalidate).not.toHaveBeenCalled();
    expect(useGameFrame.getState().heldRounds).toEqual({});
  });

  it("keeps only the round's latest transfer (a multi-step round's bet, then its win)", () => {
    const { client, headerGc } = setup();
    holdRoundMessage(roundMessage('r-2', '21', 1_050_00));
    holdRoundMessage(roundMessage('r-2', '20', 990_00));
    showRoundBalance(client, 'r-2', { ...before, gc: 1 });
    expect(headerGc()).toBe(1_050_00);
  });

  it("takes the frame's balance when the socket has not delivered the round yet, and drops the late message", () => {
    const { client, invalidate, headerGc } = setup();
    showRoundBalance(client, 'r-3', { ...before, gc: 980_00 });
    expect(headerGc()).toBe(980_00);
    expect(holdRoundMessage(roundMessage('r-3', '30', 980_00))).toBe(true);
    expect(useGameFrame.getState().heldRounds).toEqual({});
    expect(headerGc()).toBe(980_00);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("leaves a multi-step round's opening bet to the caller and holds its win (decision 247)", () => {
    const { client, headerGc } = setup();
    const bet = { ...roundMessage('r-5', '50', 990_00), code: 'bet' };
    expect(holdRoundMessage(bet)).toBe(false);
    expect(holdRoundMessage({ ...roundMessage('r-5', '51', 1_020_00), code: 'win' })).toBe(true);
    expect(headerGc()).toBe(before.gc);
    showRoundBalance(client, 'r-5', { ...before, gc: 1 });
    expect(headerGc()).toBe(1_020_00);
    // Late, after the round was shown: dropped like any other message of that round.
    expect(holdRoundMessage(bet)).toBe(true);
  });

  it('leaves messages of no round, and every message with no frame open, to the caller', () => {
    expect(holdRoundMessage(roundMessage(null, '40', 2_000_00))).toBe(false);
    expect(holdRoundMessage({ type: 'wallet', state: { gc: 1.5 } })).toBe(false);
    useGameFrame.setState({ isOpen: false });
    expect(holdRoundMessage(roundMessage('r-4', '41', 990_00))).toBe(false);
  });

  it('shows the latest held balance when the frame closes before reporting its rounds', () => {
    const { client, invalidate, headerGc } = setup();
    holdRoundMessage(roundMessage('r-5', '50', 990_00));
    holdRoundMessage(roundMessage('r-6', '51', 985_00));
    releaseHeldRounds(client);
    expect(headerGc()).toBe(985_00);
    expect(useGameFrame.getState()).toMatchObject({ heldRounds: {}, shownRoundIds: [] });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
