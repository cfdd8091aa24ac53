import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZFeatureFlagValues } from '#src/rest/flags/feature-flags';

export const ZGetFeatureFlagsResponse = z.object({
  data: z.object({ flags: ZFeatureFlagValues }),
});
export type TGetFeatureFlagsResponse = z.infer<typeof ZGetFeatureFlagsResponse>;

export const getFeatureFlagsContract = defineContract({
  method: 'GET',
  path: '/api/feature-flags',
  summary: 'Every feature flag evaluated for the caller (guest or player, with overrides)',
  response: ZGetFeatureFlagsResponse,
});
