import { zText } from '#src/common/text';

/**
 * The `Idempotency-Key` header every value-moving call takes (DESIGN.md API conventions,
 * decision 144): 8 to 200 characters, chosen by the client, one per intended change.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const ZIdempotencyKey = zText().min(8).max(200);
