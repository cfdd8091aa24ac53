import { apiRequest } from '#src/lib/api-client';

export async function sendPhoneCode(phone: string) {
  const { sendPhoneCodeContract } = await import('@casino/contracts/rest/identity/send-phone-code');
  return (await apiRequest(sendPhoneCodeContract, { body: { phone } })).data;
}
