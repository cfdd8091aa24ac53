import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { TDatabase } from '#src/db/client';
import { authAccounts, authVerifications, sessions, users } from '#src/db/schema/index';

/**
 * better-auth's storage: its Drizzle adapter on our identity tables (credentials, sessions and
 * reset tokens). better-auth runs its own queries through it; nothing else in the module does.
 */
export function createBetterAuthAdapter(db: TDatabase) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: {
      user: users,
      session: sessions,
      account: authAccounts,
      verification: authVerifications,
    },
  });
}
