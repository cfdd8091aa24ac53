import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function requestPasswordReset(email: string): Promise<void> {
  const { requestPasswordResetContract } = await loadContracts();
  await apiRequest(requestPasswordResetContract, { body: { email } });
}
