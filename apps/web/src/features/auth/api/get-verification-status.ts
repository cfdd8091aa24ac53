import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function getVerificationStatus(verificationTicket: string) {
  const { getVerificationStatusContract } = await loadContracts();
  return (await apiRequest(getVerificationStatusContract, { body: { verificationTicket } })).data;
}
