import type { TRegisteredPurchase, TPurchaseDetails } from '@casino/contracts';
import { apiRequest } from '#src/lib/api-client';

/**
 * POST user/register-transaction: the return from the bank or Skrill page with status complete.
 * The server asks the provider and credits a completed purchase once.
 */
export async function registerTransaction(
  method: 'bank' | 'skrill',
  merchantRefNum: string,
): Promise<{ details: TPurchaseDetails; purchase: TRegisteredPurchase }> {
  const { registerTransactionContract } =
    await import('@casino/contracts/rest/payments/register-transaction');
  const answer = await apiRequest(registerTransactionContract, {
    body: { method, merchantRefNum },
  });
  return { details: answer.data.details, purchase: answer.data.purchase };
}
