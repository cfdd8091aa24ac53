import { zText } from '#src/common/text';

/**
 * The `Idempotency-Key` header every value-moving call takes (DESIGN.md API conventions,
 * decision 144): 8 to 200 characters, chosen by the client, one per intended change.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const ZIdempotencyKey = zText().min(8).max(200);

/** Error names of the idempotency plugin (all 400 or 409; nothing ran). */
export const IDEMPOTENCY_ERROR_NAMES = [
  'IdempotencyKeyRequiredError',
  'IdempotencyKeyInvalidError',
  'IdempotencyKeyReusedError',
  'IdempotencyInProgressError',
] as const;
export type TIdempotencyErrorName = (typeof IDEMPOTENCY_ERROR_NAMES)[number];
