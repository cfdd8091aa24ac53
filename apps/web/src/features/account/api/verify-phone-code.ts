import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function verifyPhoneCode(code: string) {
  const { verifyPhoneCodeContract } = await loadContracts();
  return (await apiRequest(verifyPhoneCodeContract, { body: { code } })).data;
}
