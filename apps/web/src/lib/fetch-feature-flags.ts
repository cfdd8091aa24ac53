import type { TFeatureFlagValues } from '@casino/contracts';
import { apiRequest } from '#src/lib/api-client';

/** GET /api/feature-flags → every flag evaluated for the caller (guest or player). */
export async function fetchFeatureFlags(signal: AbortSignal): Promise<TFeatureFlagValues> {
  const { getFeatureFlagsContract } =
    await import('@casino/contracts/rest/flags/get-feature-flags');
  const response = await apiRequest(getFeatureFlagsContract, {}, { signal });
  return response.data.flags;
}
