import type { TSignUpBody } from '@casino/contracts';
import { apiRequest } from '#src/lib/api-client';

export async function signUp(body: TSignUpBody) {
  const { signUpContract } = await import('@casino/contracts/rest/auth/sign-up');
  return (await apiRequest(signUpContract, { body })).data;
}
