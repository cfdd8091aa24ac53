import { randomUUID } from 'node:crypto';
import { playRoundContract, type TRoundPlayResponse } from '@casino/contracts';
import { hashServerSeed } from '@casino/game-engine';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TCoinType } from '@casino/money';
import { fairSeedPairs, games } from '#src/db/schema/index';
import type { TTestApp } from '#test/helpers/test-app';

/** The catalogue id of the first active game seeded on an engine. */
export async function gameIdFor(testApp: TTestApp, engineKey: string): Promise<number> {
  const [game] = await testApp.database.db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.engineKey, engineKey))
    .limit(1);
  if (!game) throw new Error(`No seeded game on ${engineKey}`);
  return game.id;
}

export async function fund(
  testApp: TTestApp,
  userId: string,
  coin: TCoinType,
  amountMinor: number,
) {
  await testApp.app.modules.wallet.transfer({
    idempotencyKey: `test-fund:${randomUUID()}`,
    code: 'bonus',
    userId,
    coin,
    amountMinor,
  });
}

/** Gives a player a known active seed pair (a test fixture: the real pair is random). */
export async function useKnownSeedPair(
  testApp: TTestApp,
  userId: string,
  seeds: { serverSeed: string; clientSeed: string },
) {
  await testApp.database.db.insert(fairSeedPairs).values({
    userId,
    serverSeed: seeds.serverSeed,
    serverSeedHash: hashServerSeed(seeds.serverSeed),
    clientSeed: seeds.clientSeed,
  });
}

/**
 * The round answer, which the server writes without parsing it (decision 230): it must be
 * exactly what the contract allows, with no field the contract would strip.
 */
export function roundAnswer(response: { statusCode: number; body: string }): TRoundPlayResponse {
  expect(response.statusCode, response.body).toBe(200);
  const answer = JSON.parse(response.body) as unknown;
  expect(playRoundContract.response.parse(answer)).toEqual(answer);
  return answer as TRoundPlayResponse;
}
