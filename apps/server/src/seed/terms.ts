import { eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '#src/db/client';
import { termsAcceptances, termsVersions, users } from '#src/db/schema/index';

/** The demo players (seed/identity.ts) who have accepted version 1. */
const DEMO_PLAYER_EMAILS = ['demo@crowncasino.example', 'player2@crowncasino.example'];

/**
 * Terms of service version 1 (decision 168), accepted by the demo players; idempotent, so a
 * restart keeps the versions an operator published since.
 */
export async function seedTerms(db: TDatabase): Promise<void> {
  await db
    .insert(termsVersions)
    .values({
      version: 1,
      title: 'Terms of Service',
      summary: 'The Crown Casino Terms of Service and Sweeps Rules.',
      requiresAcceptance: false,
    })
    .onConflictDoNothing();
  const [first] = await db
    .select({ id: termsVersions.id })
    .from(termsVersions)
    .where(eq(termsVersions.version, 1));
  const players = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, DEMO_PLAYER_EMAILS));
  if (!first || players.length === 0) return;
  await db
    .insert(termsAcceptances)
    .values(players.map((player) => ({ userId: player.id, termsId: first.id })))
    .onConflictDoNothing();
}
