import type { TDomainEvents } from '@casino/contracts';
import type { TClock } from '#src/lib/clock';
import type { TBonusesRepository } from '#src/modules/bonuses/bonuses.repository';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

/** How long a low-balance notice is told again to a socket that connects (decision 234). */
export const LOW_BALANCE_REPLAY_MS = 10 * 60 * 1000;

/**
 * The low-balance notice a player's socket may have missed (decision 234): the push goes out
 * once, when the round's event is delivered, and a page whose socket was not connected yet (it
 * opens once the page settles) or was reconnecting never hears it. A socket that connects hears
 * the player's newest notice of the last ten minutes again while the GC balance is still at or
 * below that notice's threshold; the client opens the mini store once per round.
 */
export function createLowBalanceService(deps: {
  repository: TBonusesRepository;
  wallet: Pick<TWalletService, 'getWallet'>;
  clock: TClock;
}) {
  const { repository, wallet, clock } = deps;
  return {
    async pendingNotice(userId: string): Promise<TDomainEvents['balance.low'] | null> {
      const since = new Date(clock.now().getTime() - LOW_BALANCE_REPLAY_MS);
      const notice = await repository.findLatestLowBalanceNotice(userId, since);
      if (!notice) return null;
      const { state } = await wallet.getWallet(userId);
      if (state.gc > notice.thresholdMinor) return null;
      return { ...notice, userId };
    },
  };
}
export type TLowBalanceService = ReturnType<typeof createLowBalanceService>;
