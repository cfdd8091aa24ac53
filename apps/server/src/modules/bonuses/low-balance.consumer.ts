import type { TDomainEvents } from '@casino/contracts';
import type { TExecutor, TTransaction } from '#src/db/client';
import type { TDelivery } from '#src/db/outbox';
import type { TEventBus } from '#src/lib/event-bus';
import type { TBonusesRepository } from '#src/modules/bonuses/bonuses.repository';
import type { TConfigService } from '#src/modules/config/config.service';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

/** The durable consumer's name in outbox_subscriptions (decision 150). */
export const LOW_BALANCE_CONSUMER = 'bonuses.low-balance';

/**
 * Decision 122: a settled GC round whose transfer took the player's GC from above
 * low_balance_cc_threshold to at or below it raises `balance.low` (pushed as the low_balance and
 * balance_threshold socket events). It runs from the outbox, never in the round's own path, and
 * records the round in low_balance_notices in the delivery's transaction first: a round
 * delivered twice is pushed once. A batch reads the settings and its rounds' balances once
 * (decision 179).
 */
export function createLowBalanceConsumer(deps: {
  createRepository: (executor: TExecutor) => TBonusesRepository;
  wallet: Pick<TWalletService, 'statesAfterTransfers'>;
  operatorConfig: Pick<TConfigService, 'getLowBalanceSettings'>;
  events: TEventBus<TDomainEvents>;
}) {
  return async (
    deliveries: readonly TDelivery<TDomainEvents['round.settled']>[],
    tx: TTransaction,
  ): Promise<void> => {
    const rounds = deliveries.filter(({ payload }) => payload.coin === 'GC');
    if (rounds.length === 0) return;
    const { thresholdMinor, rewardMinor } = await deps.operatorConfig.getLowBalanceSettings(tx);
    if (thresholdMinor <= 0) return;
    const states = await deps.wallet.statesAfterTransfers(
      rounds.map(({ payload }) => payload.transferId),
      tx,
    );
    const repository = deps.createRepository(tx);
    for (const { payload: round, eventKey } of rounds) {
      const state = states.get(round.transferId);
      if (!state)
        throw new Error(`Round ${eventKey} names transfer ${round.transferId}, not found`);
      const before = state.gc + round.betMinor - round.winMinor;
      if (before <= thresholdMinor || state.gc > thresholdMinor) continue;
      const notice = {
        roundId: eventKey,
        userId: round.userId,
        gcBalanceMinor: state.gc,
        thresholdMinor,
        rewardMinor,
      };
      if (await repository.insertLowBalanceNotice(notice)) deps.events.emit('balance.low', notice);
    }
  };
}
