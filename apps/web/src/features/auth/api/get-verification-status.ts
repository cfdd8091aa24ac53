import { apiRequest } from '#src/lib/api-client';

export async function getVerificationStatus(verificationTicket: string) {
  const { getVerificationStatusContract } =
    await import('@casino/contracts/rest/auth/get-verification-status');
  return (await apiRequest(getVerificationStatusContract, { body: { verificationTicket } })).data;
}
