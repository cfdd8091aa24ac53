import type { TFeatureFlagValues } from '@casino/contracts';
import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

/** GET /api/feature-flags → every flag evaluated for the caller (guest or player). */
export async function fetchFeatureFlags(signal: AbortSignal): Promise<TFeatureFlagValues> {
  const { getFeatureFlagsContract } = await loadContracts();
  const response = await apiRequest(getFeatureFlagsContract, {}, { signal });
  return response.data.flags;
}
