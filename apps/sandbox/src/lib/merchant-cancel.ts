import { SandboxError } from '#src/lib/errors';

/**
 * The merchant's cancel of a hosted payment (a bank transaction, a Skrill session), applied to
 * the record as it is now: one still in `unacted` (the payer has not chosen) becomes CANCELLED;
 * one already cancelled or failed is answered as it is; one the payer completed or left pending
 * is refused with `refusalName` (409): money is on its way, and that payment's result stands.
 */
export function cancelledUnlessPaid<T extends { status: string; updatedAt: string }>(
  current: T,
  options: { unacted: T['status']; refusalName: string; what: string; now: string },
): T {
  if (current.status === 'PENDING' || current.status === 'COMPLETED') {
    throw new SandboxError(
      options.refusalName,
      `The payer already ${current.status === 'PENDING' ? 'sent' : 'completed'} this ${options.what}; it can no longer be cancelled`,
      409,
    );
  }
  if (current.status !== options.unacted) return current;
  return { ...current, status: 'CANCELLED', updatedAt: options.now };
}
