import { BONUSES_ERRORS } from '#src/errors/bonuses';
import { COMMON_ERRORS } from '#src/errors/common';
import { CONFIG_ERRORS } from '#src/errors/config';
import { IDEMPOTENCY_ERRORS } from '#src/errors/idempotency';
import { IDENTITY_ERRORS } from '#src/errors/identity';
import { PROFILE_ERRORS } from '#src/errors/profile';
import { RGS_ERRORS } from '#src/errors/rgs';
import type { TErrorStatus } from '#src/errors/status';
import { WALLET_ERRORS } from '#src/errors/wallet';

export type { TErrorStatus } from '#src/errors/status';

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
} as const satisfies Record<string, TErrorStatus>;

export type TErrorName = keyof typeof ERROR_STATUS;

export const ERROR_NAMES = Object.keys(ERROR_STATUS) as [TErrorName, ...TErrorName[]];

export function isErrorName(value: string): value is TErrorName {
  return Object.hasOwn(ERROR_STATUS, value);
}
