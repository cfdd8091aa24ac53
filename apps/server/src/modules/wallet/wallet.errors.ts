import { AppError } from '#src/lib/errors';

/** The balance cannot cover a debit; nothing moved. */
export class InsufficientFundsError extends AppError {
  constructor(message = 'Insufficient funds', details?: unknown) {
    super('InsufficientFundsError', message, details);
  }
}

/** The idempotency key was used before for a different movement; nothing moved. */
export class IdempotencyKeyReusedError extends AppError {
  constructor(idempotencyKey: string) {
    super(
      'IdempotencyKeyReusedError',
      `Idempotency key "${idempotencyKey}" was already used for a different request`,
    );
  }
}

/** The request itself is malformed (amount, coin or bucket not allowed for the code). */
export class InvalidTransferError extends AppError {
  constructor(message: string) {
    super('InvalidTransferError', message);
  }
}
