import type { TErrorDomain } from '#src/errors/status';

/** Ledger transfers. */
export const WALLET_ERRORS = {
  InsufficientFundsError: 402,
  InvalidTransferError: 400,
} as const satisfies TErrorDomain;
