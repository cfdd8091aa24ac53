import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function signOut(): Promise<void> {
  const { signOutContract } = await loadContracts();
  await apiRequest(signOutContract, {});
}
