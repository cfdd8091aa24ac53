import { apiRequest } from '#src/lib/api-client';

export async function resendVerification(verificationTicket: string) {
  const { resendVerificationContract } =
    await import('@casino/contracts/rest/auth/resend-verification');
  return (await apiRequest(resendVerificationContract, { body: { verificationTicket } })).data;
}
