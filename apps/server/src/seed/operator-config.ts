import { CONFIG_KEYS } from '@casino/contracts';
import type { TDatabase } from '#src/db/client';
import { operatorConfigs } from '#src/db/schema/index';

/**
 * Operator settings with realistic demo values (docs/decisions/021). Amounts are minor units:
 * low-balance help starts at 1,000.00 GC and refills 5,000.00 GC at most once an hour; the
 * welcome bonus pays 100,000.00 GC and 2.00 SC; a friend who has played 10,000.00 GC earns the
 * referrer 50,000.00 GC and 5.00 SC.
 */
const CONFIGS = [
  {
    key: CONFIG_KEYS.lowBalanceCcThreshold,
    value: 100_000,
    description: 'GC balance (minor units) at or below which low-balance help starts',
  },
  {
    key: CONFIG_KEYS.lowBalanceCcReward,
    value: 500_000,
    description: 'GC refill (minor units) of the low-balance giveaway',
  },
  {
    key: CONFIG_KEYS.lowBalanceRefillCooldownMinutes,
    value: 60,
    description: 'Minutes between two low-balance refills of one player',
  },
  {
    key: CONFIG_KEYS.welcomeBonusIsActive,
    value: true,
    description: 'Whether new verified players get the welcome bonus',
  },
  {
    key: CONFIG_KEYS.welcomeBonusGcAmount,
    value: 100_000_00,
    description: 'GC (minor units) of the welcome bonus',
  },
  {
    key: CONFIG_KEYS.welcomeBonusScAmount,
    value: 2_00,
    description: 'Bonus SC (minor units) of the welcome bonus',
  },
  {
    key: CONFIG_KEYS.referralBonusGcAmount,
    value: 50_000_00,
    description: 'GC (minor units) a qualified invited friend earns the referrer',
  },
  {
    key: CONFIG_KEYS.referralBonusScAmount,
    value: 5_00,
    description: 'Bonus SC (minor units) a qualified invited friend earns the referrer',
  },
  {
    key: CONFIG_KEYS.referralQualifyingPlayGc,
    value: 10_000_00,
    description: 'GC (minor units) an invited friend plays before the referral pays',
  },
  {
    key: CONFIG_KEYS.supportEmail,
    value: 'support@crowncasino.example',
    description: 'Support address shown to players',
  },
  {
    key: CONFIG_KEYS.amoeMailingAddress,
    value: [
      'Crown Social Gaming LLC',
      'Attn: Sweeps Coins Free Entry',
      'PO Box 7070',
      'Austin, TX 78767',
      'United States',
    ],
    description: 'Postal address for free mail-in Sweeps Coins requests (AMOE)',
  },
  {
    key: CONFIG_KEYS.defaultLegalAge,
    value: 18,
    description: 'Legal age where a territory sets none',
  },
  {
    key: CONFIG_KEYS.kycRequiredForRedemption,
    value: true,
    description: 'Whether the identity check (KYC) must pass before the first redemption',
  },
  {
    key: CONFIG_KEYS.kycPurchaseThreshold,
    value: 2_000_00,
    description: 'Purchases (USD minor units, in total) above which the identity check is forced',
  },
];

export async function seedOperatorConfig(db: TDatabase): Promise<void> {
  // Operators change these values; a restart must keep their changes.
  await db
    .insert(operatorConfigs)
    .values(CONFIGS.map((config) => ({ ...config, isPublic: true })))
    .onConflictDoNothing({ target: operatorConfigs.key });
}
