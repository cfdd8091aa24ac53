import { apiRequest } from '#src/lib/api-client';

export async function completePasswordReset(token: string, newPassword: string): Promise<void> {
  const { completePasswordResetContract } =
    await import('@casino/contracts/rest/auth/complete-password-reset');
  await apiRequest(completePasswordResetContract, { body: { token, newPassword } });
}
