import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

/** A fresh short-lived ID token for the payments frame's authenticate message (spec §2). */
export async function getPaymentsToken(): Promise<string> {
  const { getIdTokenContract } = await loadContracts();
  return (await apiRequest(getIdTokenContract, {})).data.idToken;
}
