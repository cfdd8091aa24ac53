import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZFeaturesConfig } from '#src/rest/feature-manager/feature-manager-order';

/** The feature manager's order and coin-change refetch per feature type (engagement §7). */
export const getFeaturesConfigContract = defineContract({
  method: 'GET',
  path: '/api/v2/ui/features/config',
  summary: "The feature manager's dialog order and refetchOnCoinChange per feature type",
  response: z.object({ data: ZFeaturesConfig }),
});
