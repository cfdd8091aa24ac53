import type { TRequestSelfExclusionBody } from '@casino/contracts';
import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function requestSelfExclusion(body: TRequestSelfExclusionBody) {
  const { requestSelfExclusionContract } = await loadContracts();
  return (await apiRequest(requestSelfExclusionContract, { body })).data;
}
