import type { TRoundPlayResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { balanceBeforeWin } from '#src/round-balance';

function answer(
  coin: 'GC' | 'SC',
  state: 'open' | 'settled',
  winMinor: number,
): TRoundPlayResponse['data'] {
  return {
    roundId: 'round-1',
    events: [{ type: 'finalWin', multiplierHundredths: 150, winLevel: 'win', isCapped: false }],
    balance: { gc: 10_000, bsc: 300, psc: 200, wsc: 500 },
    round: {
      roundId: 'round-1',
      gameId: 1,
      engineKey: 'plinko',
      coin,
      betMinor: 100,
      winMinor,
      multiplierHundredths: 150,
      state,
      steps: [],
      awaitingActions: [],
      serverSeedHash: 'hash',
      nonce: 0,
      createdAt: '2026-11-22T00:00:00.000Z',
      settledAt: null,
    },
  };
}

describe('balanceBeforeWin', () => {
  it('holds back a GC win from GC and an SC win from SC winnings', () => {
    expect(balanceBeforeWin(answer('GC', 'settled', 150)).gc).toBe(9_850);
    const sc = balanceBeforeWin(answer('SC', 'settled', 150));
    expect(sc).toEqual({ gc: 10_000, bsc: 300, psc: 200, wsc: 350 });
  });

  it('shows the balance as it is when nothing was won or the round is still open', () => {
    expect(balanceBeforeWin(answer('GC', 'settled', 0)).gc).toBe(10_000);
    expect(balanceBeforeWin(answer('SC', 'open', 150)).wsc).toBe(500);
  });
});
