import { apiRequest } from '#src/lib/api-client';

/** The apiLogin step (§4): the account's server status after identity sign-in. */
export async function apiLogin() {
  const { apiLoginContract } = await import('@casino/contracts/rest/auth/api-login');
  return (await apiRequest(apiLoginContract, {})).data;
}
