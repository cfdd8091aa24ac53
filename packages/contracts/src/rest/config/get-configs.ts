import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZJsonValue } from '#src/common/json';

/** Operator settings the player client reads through POST /api/config. */
export const CONFIG_KEYS = {
  /** GC balance (minor units) at or below which low-balance help starts. */
  lowBalanceCcThreshold: 'low_balance_cc_threshold',
  /** GC refill (minor units) the low-balance giveaway credits. */
  lowBalanceCcReward: 'low_balance_cc_reward',
  /** Minutes a player waits between two low-balance refills. */
  lowBalanceRefillCooldownMinutes: 'low_balance_refill_cooldown_minutes',
  /** Whether new verified players get the welcome bonus. */
  welcomeBonusIsActive: 'welcome_bonus_is_active',
  /** GC (minor units) the welcome bonus pays. */
  welcomeBonusGcAmount: 'welcome_bonus_gc_amount',
  /** SC (minor units, bonus SC) the welcome bonus pays. */
  welcomeBonusScAmount: 'welcome_bonus_sc_amount',
  /** GC (minor units) a qualified invited friend earns the referrer. */
  referralBonusGcAmount: 'referral_bonus_gc_amount',
  /** SC (minor units, bonus SC) a qualified invited friend earns the referrer. */
  referralBonusScAmount: 'referral_bonus_sc_amount',
  /** GC (minor units) an invited friend must play for the referral to qualify. */
  referralQualifyingPlayGc: 'referral_qualifying_play_gc',
  /** Territory codes (e.g. "WA") where the service is not offered. */
  unavailableStatesCodes: 'UNAVAILABLE_STATES_CODES',
  /** Address shown on the multi-session page and support links. */
  supportEmail: 'support_email',
  /** Postal address for the free mail-in entry (AMOE), one line per array item. */
  amoeMailingAddress: 'amoe_mailing_address',
  /** Legal age where a territory sets none. */
  defaultLegalAge: 'default_legal_age',
  /** Whether a player must pass the identity check (KYC) before their first redemption. */
  kycRequiredForRedemption: 'kyc_required_for_redemption',
  /** Purchases (USD minor units, all of a player's together) above which KYC is forced. */
  kycPurchaseThreshold: 'kyc_purchase_threshold',
} as const;
export type TConfigKey = (typeof CONFIG_KEYS)[keyof typeof CONFIG_KEYS];

export const ZConfigKeyName = zText()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/);

export const ZGetConfigsBody = z.object({
  configKeys: z.array(ZConfigKeyName).min(1).max(50),
});
export type TGetConfigsBody = z.infer<typeof ZGetConfigsBody>;

/**
 * Values by key, as JSON. Keys the operator has not defined are left out of the answer (the
 * client logs and goes on with its defaults), so a newer client never breaks on an older server.
 */
export const ZGetConfigsResponse = z.object({ data: z.record(z.string(), ZJsonValue) });
export type TGetConfigsResponse = z.infer<typeof ZGetConfigsResponse>;

export const getConfigsContract = defineContract({
  method: 'POST',
  path: '/api/config',
  summary: 'Operator config values by key (public)',
  body: ZGetConfigsBody,
  response: ZGetConfigsResponse,
});
