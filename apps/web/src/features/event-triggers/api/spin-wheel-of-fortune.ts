import { spinWheelOfFortuneContract, type TSpinWheelOfFortuneResponse } from '@casino/contracts';
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
