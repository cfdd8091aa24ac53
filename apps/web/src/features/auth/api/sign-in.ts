import type { TSignInBody } from '@casino/contracts';
import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function signIn(body: TSignInBody) {
  const { signInContract } = await loadContracts();
  return (await apiRequest(signInContract, { body })).data;
}
