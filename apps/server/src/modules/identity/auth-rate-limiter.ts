import { AppError } from '#src/lib/errors';
import type { TClock } from '#src/lib/clock';
import type { TIdentityRepository } from '#src/modules/identity/identity.repository';

export interface TRateRule {
  max: number;
  windowMs: number;
  /**
   * 'attempts' limits how often something may be tried (scaled by AUTH_ATTEMPT_LIMIT_FACTOR);
   * 'cooldown' is a wait the screens show the player, never scaled.
   */
  kind: 'attempts' | 'cooldown';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Limits per account and per IP. They also protect the CPU: one argon2id hash costs tens of ms,
 * so an unlimited log-in endpoint is a denial-of-service lever (STACK-NOTES).
 */
export const AUTH_RATE_RULES = {
  signInPerAccount: { max: 10, windowMs: 15 * MINUTE_MS, kind: 'attempts' },
  signInPerIp: { max: 60, windowMs: 15 * MINUTE_MS, kind: 'attempts' },
  signUpPerIp: { max: 20, windowMs: HOUR_MS, kind: 'attempts' },
  resetPerAccount: { max: 3, windowMs: HOUR_MS, kind: 'attempts' },
  resetPerIp: { max: 20, windowMs: HOUR_MS, kind: 'attempts' },
  verificationResend: { max: 1, windowMs: MINUTE_MS, kind: 'cooldown' },
} satisfies Record<string, TRateRule>;

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(
    'TooManyRequestsError',
    `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds },
  );
}

/**
 * `attemptFactor` multiplies the attempt limits (AUTH_ATTEMPT_LIMIT_FACTOR): 1 in use; more where
 * one machine plays many players in a short time, as the browser journeys do.
 */
export function createAuthRateLimiter(
  repository: TIdentityRepository,
  clock: TClock,
  attemptFactor = 1,
) {
  return {
    /** Counts one attempt against every key and throws 429 when any is over its limit. */
    async consume(checks: Array<{ key: string; rule: TRateRule }>): Promise<void> {
      const now = clock.now();
      for (const { key, rule } of checks) {
        const { count, windowEndsAt } = await repository.countAttempt(key, rule.windowMs, now);
        const max = rule.kind === 'attempts' ? rule.max * attemptFactor : rule.max;
        if (count > max) {
          throw tooManyAttempts(
            Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000)),
          );
        }
      }
    },
    async reset(key: string): Promise<void> {
      await repository.clearAttempts(key);
    },
  };
}
export type TAuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;
