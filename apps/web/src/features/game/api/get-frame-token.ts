import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

/** A fresh short-lived ID token handed to the game frame (the custom auth token message). */
export async function getFrameToken(): Promise<string> {
  const { getIdTokenContract } = await loadContracts();
  const answer = await apiRequest(getIdTokenContract, {});
  return answer.data.idToken;
}
