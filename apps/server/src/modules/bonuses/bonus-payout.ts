import type { TCoinType } from '@casino/money';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

export interface TBonusPayout {
  userId: string;
  code: 'welcome_bonus' | 'daily_bonus' | 'refill_bonus';
  /** The bonus's natural key, e.g. `daily-bonus:<userId>:2026-11-23`; the coin is appended. */
  idempotencyKey: string;
  gcAmountMinor: number;
  scAmountMinor: number;
  /** Must be the same on a repeat: it is part of the ledger's request hash. */
  metadata: Record<string, unknown>;
}

/**
 * Pays a bonus as one ledger transfer per coin, each under `<key>:<coin>`. A repeat with the
 * same key moves nothing (the ledger answers the first transfer), so a bonus interrupted half
 * way is finished by the next attempt and never paid twice.
 */
export async function payBonus(wallet: TWalletService, payout: TBonusPayout): Promise<void> {
  const legs: [TCoinType, number][] = [
    ['GC', payout.gcAmountMinor],
    ['SC', payout.scAmountMinor],
  ];
  for (const [coin, amountMinor] of legs) {
    if (amountMinor <= 0) continue;
    await wallet.transfer({
      idempotencyKey: `${payout.idempotencyKey}:${coin}`,
      code: payout.code,
      userId: payout.userId,
      coin,
      amountMinor,
      metadata: payout.metadata,
    });
  }
}
