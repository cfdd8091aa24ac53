import { betterAuth } from 'better-auth';
import type { TConfig } from '#src/config';
import type { TDatabase } from '#src/db/client';
import { createBetterAuthAdapter } from '#src/modules/identity/better-auth.repository';
import { hashPassword, verifyPassword } from '#src/modules/identity/password-hashing';
import { sessionIssuerPlugin } from '#src/modules/identity/session-issuer-plugin';

/** Header our Fastify bridge sets to the client IP; clients cannot choose it (we overwrite it). */
export const CLIENT_IP_HEADER = 'x-crown-client-ip';

export const SESSION_COOKIE_PREFIX = 'crown';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A session used after this age is extended (refreshed) by the session read. */
export const SESSION_REFRESH_AGE_SECONDS = 24 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 6;

export interface TBetterAuthHooks {
  sendResetPassword(data: { user: { id: string; email: string }; token: string }): Promise<void>;
}

/**
 * better-auth on our database through its Drizzle adapter (better-auth.repository.ts). It owns password credentials,
 * sessions and reset tokens; our identity service wraps it with the spec's flows, texts, rate
 * limits and account states. Its own rate limiter is off: ours counts per account and per IP.
 */
export function createBetterAuth(options: {
  config: TConfig;
  db: TDatabase;
  secret: string;
  hooks: TBetterAuthHooks;
}) {
  const { config, db, secret, hooks } = options;
  return betterAuth({
    appName: 'Crown Casino',
    baseURL: config.publicUrl,
    basePath: '/api/identity',
    secret,
    database: createBetterAuthAdapter(db),
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => hooks.sendResetPassword({ user, token }),
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
    },
    plugins: [sessionIssuerPlugin],
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}
export type TBetterAuth = ReturnType<typeof createBetterAuth>;
