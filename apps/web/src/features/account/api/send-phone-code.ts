import { apiRequest } from '#src/lib/api-client';

/** The number as the player typed it and the country it is read in; the server stores E.164. */
export async function sendPhoneCode(phone: string, countryCode: string) {
  const { sendPhoneCodeContract } = await import('@casino/contracts/rest/identity/send-phone-code');
  return (await apiRequest(sendPhoneCodeContract, { body: { phone, countryCode } })).data;
}
