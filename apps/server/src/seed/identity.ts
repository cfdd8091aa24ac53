import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '#src/db/client';
import {
  authAccounts,
  featureFlagOverrides,
  playerProfiles,
  userRoles,
  users,
} from '#src/db/schema/index';
import type { TDemoLogin, TSeedResult } from '#src/seed/index';
import { hashPassword } from '#src/modules/identity/password-hashing';

interface TDemoAccount extends TDemoLogin {
  name: string;
  /** Roles from migration 0012 (`operator`, `support`); none for players. */
  roleKeys: string[];
  profile: Partial<typeof playerProfiles.$inferInsert>;
  /**
   * Flags switched on for this account alone: the demo player tries what is off by default,
   * like the card-ownership check (poc-enabled, default off per spec §6).
   */
  flagOverrides?: Record<string, boolean>;
}

const FILLED_PROFILE = {
  firstName: 'Alex',
  lastName: 'Crown',
  dateOfBirth: '1990-04-12',
  address: '1 Gateway Center',
  city: 'Newark',
  zipCode: '07102',
  phone: '+12015550123',
  phoneVerified: true,
  isCountrySetByUser: true,
};

const DEMO_ACCOUNTS: TDemoAccount[] = [
  {
    role: 'player',
    email: 'demo@crowncasino.example',
    password: 'CrownDemo1!',
    name: 'Alex Crown',
    roleKeys: [],
    profile: FILLED_PROFILE,
    flagOverrides: { 'poc-enabled': true },
  },
  {
    role: 'player 2',
    email: 'player2@crowncasino.example',
    password: 'CrownDemo2!',
    name: 'Sam Player',
    roleKeys: [],
    profile: { firstName: 'Sam', lastName: 'Player' },
  },
  {
    role: 'operator',
    email: 'operator@crowncasino.example',
    password: 'CrownAdmin1!',
    name: 'Olivia Operator',
    roleKeys: ['operator'],
    profile: { firstName: 'Olivia', lastName: 'Operator' },
  },
];

/**
 * Demo accounts: verified, with a password credential (argon2id, like a real sign-up) and a
 * profile in New Jersey. Existing accounts are left as they are, so a restart keeps changes.
 */
export async function seedIdentity(db: TDatabase): Promise<Partial<TSeedResult>> {
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));
    if (existing) continue;
    const userId = randomBytes(16).toString('base64url');
    const passwordHash = await hashPassword(account.password);
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId,
        name: account.name,
        email: account.email,
        emailVerified: true,
      });
      await tx.insert(authAccounts).values({
        id: randomBytes(16).toString('base64url'),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
      });
      await tx.insert(playerProfiles).values({
        userId,
        countryCode: 'US',
        territoryCode: 'NJ',
        currencyCode: 'USD',
        ...account.profile,
      });
      for (const roleKey of account.roleKeys)
        await tx.insert(userRoles).values({ userId, roleKey });
      for (const [key, value] of Object.entries(account.flagOverrides ?? {}))
        await tx.insert(featureFlagOverrides).values({ userId, key, value });
    });
  }
  return {
    demoLogins: DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })),
  };
}
