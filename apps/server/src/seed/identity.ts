import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '#src/db/client';
import { authAccounts, playerProfiles, users } from '#src/db/schema/index';
import type { TDemoLogin, TSeedResult } from '#src/seed/index';
import { hashPassword } from '#src/modules/identity/password-hashing';

/** Operator permissions of the demo admin: every admin:<permission> the back office checks. */
export const DEMO_OPERATOR_PERMISSIONS = [
  'players.read',
  'players.manage',
  'ledger.read',
  'ledger.manage',
  'catalogue.manage',
  'content.manage',
  'flags.manage',
  'config.manage',
  'payments.read',
  'payments.manage',
  'redemptions.manage',
  'kyc.manage',
  'promo.manage',
  'bonuses.manage',
  'audit.read',
];

interface TDemoAccount extends TDemoLogin {
  name: string;
  permissions: string[];
  profile: Partial<typeof playerProfiles.$inferInsert>;
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
    permissions: [],
    profile: FILLED_PROFILE,
  },
  {
    role: 'player 2',
    email: 'player2@crowncasino.example',
    password: 'CrownDemo2!',
    name: 'Sam Player',
    permissions: [],
    profile: { firstName: 'Sam', lastName: 'Player' },
  },
  {
    role: 'operator',
    email: 'operator@crowncasino.example',
    password: 'CrownAdmin1!',
    name: 'Olivia Operator',
    permissions: DEMO_OPERATOR_PERMISSIONS,
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
        permissions: account.permissions,
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
    });
  }
  return {
    demoLogins: DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })),
  };
}
