import type { TRequestSelfExclusionBody } from '@casino/contracts';
import { apiRequest } from '#src/lib/api-client';

export async function requestSelfExclusion(body: TRequestSelfExclusionBody) {
  const { requestSelfExclusionContract } =
    await import('@casino/contracts/rest/identity/request-self-exclusion');
  return (await apiRequest(requestSelfExclusionContract, { body })).data;
}
