import { z } from 'zod';
import { KYC_STATUSES } from '#src/rest/profile/user-profile';

export type TKycStatus = (typeof KYC_STATUSES)[number];

/** Upper-case KYC values as event data carries them (payments §3, KYC status values). */
export const KYC_EVENT_STATUSES = [
  'NOT_STARTED',
  'INIT',
  'REQUESTED',
  'PENDING',
  'COMPLETED',
] as const;
export type TKycEventStatus = (typeof KYC_EVENT_STATUSES)[number];

const FROM_EVENT_STATUS: ReadonlyMap<TKycEventStatus, TKycStatus> = new Map([
  ['NOT_STARTED', 'notStarted'],
  ['INIT', 'requested'],
  ['REQUESTED', 'requested'],
  ['PENDING', 'requested'],
  ['COMPLETED', 'completed'],
]);

/**
 * The profile's kycStatus for any value either spelling uses: the lower-case ones as they are,
 * the upper-case event values mapped (INIT and PENDING are a requested check under way).
 * Unknown values answer null.
 */
export function toKycStatus(value: string): TKycStatus | null {
  if ((KYC_STATUSES as readonly string[]).includes(value)) return value as TKycStatus;
  return FROM_EVENT_STATUS.get(value as TKycEventStatus) ?? null;
}

/** The review's answer once the identity check has finished one (GREEN verified, RED refused). */
export const ZKycReviewAnswer = z.enum(['GREEN', 'RED']);
export type TKycReviewAnswer = z.infer<typeof ZKycReviewAnswer>;

/** Why the player is asked to verify (the forced-KYC event and the impression trigger). */
export const KYC_TRIGGERS = ['redemption', 'purchase', 'profile', 'payments-frame'] as const;
export const ZKycTrigger = z.enum(KYC_TRIGGERS);
export type TKycTrigger = z.infer<typeof ZKycTrigger>;
