import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function sendPhoneCode(phone: string) {
  const { sendPhoneCodeContract } = await loadContracts();
  return (await apiRequest(sendPhoneCodeContract, { body: { phone } })).data;
}
