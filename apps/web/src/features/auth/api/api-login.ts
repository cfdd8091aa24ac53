import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

/** The apiLogin step (§4): the account's server status after identity sign-in. */
export async function apiLogin() {
  const { apiLoginContract } = await loadContracts();
  return (await apiRequest(apiLoginContract, {})).data;
}
