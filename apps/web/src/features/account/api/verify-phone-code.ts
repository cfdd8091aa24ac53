import { apiRequest } from '#src/lib/api-client';

export async function verifyPhoneCode(code: string) {
  const { verifyPhoneCodeContract } =
    await import('@casino/contracts/rest/identity/verify-phone-code');
  return (await apiRequest(verifyPhoneCodeContract, { body: { code } })).data;
}
