import type { TRoundPlayResponse, TWalletState } from '@casino/contracts';

/**
 * The balance to show while a step's events play: after the bet but before the win, so the win
 * lands when its presentation does. A settled round's win is credited to GC, or to SC winnings
 * (wsc); an open round has paid nothing yet.
 */
export function balanceBeforeWin(answer: TRoundPlayResponse['data']): TWalletState {
  const win = answer.round.state === 'settled' ? answer.round.winMinor : 0;
  if (win === 0 || !answer.events.some((event) => event.type === 'finalWin')) {
    return answer.balance;
  }
  return answer.round.coin === 'GC'
    ? { ...answer.balance, gc: answer.balance.gc - win }
    : { ...answer.balance, wsc: answer.balance.wsc - win };
}
