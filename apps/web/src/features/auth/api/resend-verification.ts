import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function resendVerification(verificationTicket: string) {
  const { resendVerificationContract } = await loadContracts();
  return (await apiRequest(resendVerificationContract, { body: { verificationTicket } })).data;
}
