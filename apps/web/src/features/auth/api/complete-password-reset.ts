import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function completePasswordReset(token: string, newPassword: string): Promise<void> {
  const { completePasswordResetContract } = await loadContracts();
  await apiRequest(completePasswordResetContract, { body: { token, newPassword } });
}
