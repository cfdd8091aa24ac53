import { CONFIG_KEYS, getConfigsContract } from '@casino/contracts/rest/config/get-configs';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export interface TLowBalanceConfig {
  /** GC (minor units) at or below which the refill is offered; 0 when not set (spec default). */
  thresholdMinor: number;
  /** GC (minor units) the refill pays; 0 when not set. */
  rewardMinor: number;
}

function integerOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export async function getLowBalanceConfig(): Promise<TLowBalanceConfig> {
  const answer = await apiRequest(getConfigsContract, {
    body: { configKeys: [CONFIG_KEYS.lowBalanceCcThreshold, CONFIG_KEYS.lowBalanceCcReward] },
  });
  return {
    thresholdMinor: integerOrZero(answer.data[CONFIG_KEYS.lowBalanceCcThreshold]),
    rewardMinor: integerOrZero(answer.data[CONFIG_KEYS.lowBalanceCcReward]),
  };
}

export function getLowBalanceConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config', 'low-balance'] as const,
    queryFn: getLowBalanceConfig,
    staleTime: 5 * 60 * 1000,
  });
}
