import type { TUpdateProfileBody } from '@casino/contracts';
import { apiRequest } from '#src/lib/api-client';

export async function updateProfile(body: TUpdateProfileBody) {
  const { updateProfileContract } = await import('@casino/contracts/rest/profile/update-profile');
  return (await apiRequest(updateProfileContract, { body })).data;
}
