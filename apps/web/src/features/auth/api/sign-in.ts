import type { TSignInBody } from '@casino/contracts';
import { apiRequest } from '#src/lib/api-client';

export async function signIn(body: TSignInBody) {
  const { signInContract } = await import('@casino/contracts/rest/auth/sign-in');
  return (await apiRequest(signInContract, { body })).data;
}
