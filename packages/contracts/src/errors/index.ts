import { AMOE_ERRORS } from '#src/errors/amoe';
import { BONUSES_ERRORS } from '#src/errors/bonuses';
import { COMMON_ERRORS } from '#src/errors/common';
import { CONFIG_ERRORS } from '#src/errors/config';
import { DAILY_MISSIONS_ERRORS } from '#src/errors/daily-missions';
import { EVENT_TRIGGERS_ERRORS } from '#src/errors/event-triggers';
import { IDEMPOTENCY_ERRORS } from '#src/errors/idempotency';
import { IDENTITY_ERRORS } from '#src/errors/identity';
import { KYC_ERRORS } from '#src/errors/kyc';
import { PAYMENTS_ERRORS } from '#src/errors/payments';
import { POC_ERRORS } from '#src/errors/poc';
import { PROFILE_ERRORS } from '#src/errors/profile';
import { PROMOTIONS_ERRORS } from '#src/errors/promotions';
import { QUESTS_ERRORS } from '#src/errors/quests';
import { REDEMPTION_ERRORS } from '#src/errors/redemption';
import { REFERRAL_ERRORS } from '#src/errors/referral';
import { RGS_ERRORS } from '#src/errors/rgs';
import type { TErrorStatus } from '#src/errors/status';
import { TERMS_ERRORS } from '#src/errors/terms';
import { WALLET_ERRORS } from '#src/errors/wallet';

export type { TErrorStatus } from '#src/errors/status';
export { PROMO_CODE_ERROR_NAMES, type TPromoCodeErrorName } from '#src/errors/promotions';

/** Every domain's closed set of error names; a name belongs to exactly one domain. */
export const ERROR_DOMAINS = {
  common: COMMON_ERRORS,
  identity: IDENTITY_ERRORS,
  profile: PROFILE_ERRORS,
  wallet: WALLET_ERRORS,
  idempotency: IDEMPOTENCY_ERRORS,
  rgs: RGS_ERRORS,
  config: CONFIG_ERRORS,
  bonuses: BONUSES_ERRORS,
  amoe: AMOE_ERRORS,
  referral: REFERRAL_ERRORS,
  terms: TERMS_ERRORS,
  promotions: PROMOTIONS_ERRORS,
  payments: PAYMENTS_ERRORS,
  redemption: REDEMPTION_ERRORS,
  kyc: KYC_ERRORS,
  poc: POC_ERRORS,
  dailyMissions: DAILY_MISSIONS_ERRORS,
  eventTriggers: EVENT_TRIGGERS_ERRORS,
  quests: QUESTS_ERRORS,
} as const;

/** The HTTP status of every error name the API answers. */
export const ERROR_STATUS = {
  ...COMMON_ERRORS,
  ...IDENTITY_ERRORS,
  ...PROFILE_ERRORS,
  ...WALLET_ERRORS,
  ...IDEMPOTENCY_ERRORS,
  ...RGS_ERRORS,
  ...CONFIG_ERRORS,
  ...BONUSES_ERRORS,
  ...AMOE_ERRORS,
  ...REFERRAL_ERRORS,
  ...TERMS_ERRORS,
  ...PROMOTIONS_ERRORS,
  ...PAYMENTS_ERRORS,
  ...REDEMPTION_ERRORS,
  ...KYC_ERRORS,
  ...POC_ERRORS,
  ...DAILY_MISSIONS_ERRORS,
  ...EVENT_TRIGGERS_ERRORS,
  ...QUESTS_ERRORS,
} as const satisfies Record<string, TErrorStatus>;

export type TErrorName = keyof typeof ERROR_STATUS;

export const ERROR_NAMES = Object.keys(ERROR_STATUS) as [TErrorName, ...TErrorName[]];

export function isErrorName(value: string): value is TErrorName {
  return Object.hasOwn(ERROR_STATUS, value);
}
