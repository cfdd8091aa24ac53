import type { TSpinWheelOfFortuneResponse } from '@casino/contracts';
import { spinWheelOfFortuneContract } from '@casino/contracts/rest/event-triggers/spin-wheel-of-fortune';
import { apiRequest } from '#src/lib/api-client';

export async function spinWheelOfFortune(
  key: string,
  userEventTriggerId: number,
): Promise<TSpinWheelOfFortuneResponse['data']> {
  const answer = await apiRequest(spinWheelOfFortuneContract, {
    params: { key },
    body: { activeEvent: { userEventTriggerId } },
  });
  return answer.data;
}
