import { apiRequest } from '#src/lib/api-client';

export async function requestPasswordReset(email: string): Promise<void> {
  const { requestPasswordResetContract } =
    await import('@casino/contracts/rest/auth/request-password-reset');
  await apiRequest(requestPasswordResetContract, { body: { email } });
}
