import { apiRequest } from '#src/lib/api-client';

/** Engagement §7 POST user/profile with isOnboardingCompleted true: idempotent on the server. */
export async function completeOnboarding() {
  const { updateProfileContract } = await import('@casino/contracts/rest/profile/update-profile');
  return (await apiRequest(updateProfileContract, { body: { isOnboardingCompleted: true } })).data;
}
