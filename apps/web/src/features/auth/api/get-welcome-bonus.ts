import { z } from 'zod';

const ZWelcomeBonusAnswer = z.object({
  data: z.object({ gcAmount: z.number(), scAmount: z.number() }),
});

/**
 * GET user/welcome-bonus (engagement spec): gcAmount and scAmount in minor units. The bonus
 * module owns it; when it cannot be loaded the welcome dialog closes itself (spec).
 */
export async function getWelcomeBonus(): Promise<{ gcAmount: number; scAmount: number } | null> {
  const response = await fetch('/api/user/welcome-bonus', { credentials: 'same-origin' });
  if (!response.ok) return null;
  const parsed = ZWelcomeBonusAnswer.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data.data : null;
}
