import { apiRequest } from '#src/lib/api-client';

export async function signOut(): Promise<void> {
  const { signOutContract } = await import('@casino/contracts/rest/auth/sign-out');
  await apiRequest(signOutContract, {});
}
