import { getIdTokenContract } from '@casino/contracts/rest/auth/get-id-token';
import { apiRequest } from '#src/lib/api-client';

/** A fresh short-lived ID token for each socket handshake (reconnects ask again). */
export async function getSocketToken(): Promise<string> {
  const answer = await apiRequest(getIdTokenContract, {});
  return answer.data.idToken;
}
