import type { TSignUpBody } from '@casino/contracts';
import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function signUp(body: TSignUpBody) {
  const { signUpContract } = await loadContracts();
  return (await apiRequest(signUpContract, { body })).data;
}
