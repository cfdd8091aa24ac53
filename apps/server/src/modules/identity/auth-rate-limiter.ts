import { AppError } from '#src/lib/errors';
import type { TClock } from '#src/lib/clock';
import type { TIdentityRepository } from '#src/modules/identity/identity.repository';

export interface TRateRule {
  max: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Limits per account and per IP. They also protect the CPU: one argon2id hash costs tens of ms,
 * so an unlimited log-in endpoint is a denial-of-service lever (STACK-NOTES).
 */
export const AUTH_RATE_RULES = {
  signInPerAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  signInPerIp: { max: 60, windowMs: 15 * MINUTE_MS },
  signUpPerIp: { max: 20, windowMs: HOUR_MS },
  resetPerAccount: { max: 3, windowMs: HOUR_MS },
  resetPerIp: { max: 20, windowMs: HOUR_MS },
  verificationResend: { max: 1, windowMs: MINUTE_MS },
} satisfies Record<string, TRateRule>;

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(
    'TooManyRequestsError',
    `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds },
  );
}

export function createAuthRateLimiter(repository: TIdentityRepository, clock: TClock) {
  return {
    /** Counts one attempt against every key and throws 429 when any is over its limit. */
    async consume(checks: Array<{ key: string; rule: TRateRule }>): Promise<void> {
      const now = clock.now();
      for (const { key, rule } of checks) {
        const { count, windowEndsAt } = await repository.countAttempt(key, rule.windowMs, now);
        if (count > rule.max) {
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
