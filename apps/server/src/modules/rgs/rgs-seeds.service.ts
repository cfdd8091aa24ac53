import { randomBytes } from 'node:crypto';
import type { TActiveSeedPair, TRevealedSeedPair } from '@casino/contracts';
import { hashServerSeed } from '@casino/game-engine';
import type { TDatabase, TExecutor } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { roundInProgress } from '#src/modules/rgs/rgs.errors';
import type { TRgsRepository, TSeedPairRow } from '#src/modules/rgs/rgs.repository';

function newPair(userId: string, clientSeed?: string) {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    userId,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: clientSeed ?? randomBytes(8).toString('hex'),
  };
}

export function toActiveSeedPair(row: TSeedPairRow): TActiveSeedPair {
  return { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nextNonce };
}

/**
 * Provably fair seed pairs (derivation: games/engine/src/rng.ts and docs/decisions/061).
 * Raises RoundInProgressError when rotating while a round is unfinished: revealing its server
 * seed would let the player foresee the round's remaining steps.
 */
export function createSeedsService(deps: {
  db: TDatabase;
  repository: TRgsRepository;
  clock: TClock;
}) {
  const { db, repository } = deps;

  /** The player's active pair, created on first use. */
  async function ensureActive(executor: TExecutor, userId: string, forUpdate = false) {
    const existing = await repository.findActiveSeedPair(executor, userId, forUpdate);
    if (existing) return existing;
    await repository.insertSeedPair(executor, newPair(userId));
    const created = await repository.findActiveSeedPair(executor, userId, forUpdate);
    if (!created) throw new Error(`No active seed pair for ${userId}`);
    return created;
  }

  async function rotate(
    userId: string,
    clientSeed?: string,
  ): Promise<{ revealed: TRevealedSeedPair; current: TActiveSeedPair }> {
    const unfinished = await repository.findUnfinishedRound(db, userId);
    if (unfinished) throw roundInProgress(unfinished.id);
    return db.transaction(async (tx) => {
      const old = await ensureActive(tx, userId, true);
      await repository.revealSeedPair(tx, old.id, deps.clock.now());
      await repository.insertSeedPair(tx, newPair(userId, clientSeed ?? old.clientSeed));
      const current = await ensureActive(tx, userId);
      return {
        revealed: {
          serverSeed: old.serverSeed,
          serverSeedHash: old.serverSeedHash,
          clientSeed: old.clientSeed,
          roundsPlayed: old.nextNonce,
        },
        current: toActiveSeedPair(current),
      };
    });
  }

  return {
    ensureActive,
    async getActive(userId: string): Promise<TActiveSeedPair> {
      return toActiveSeedPair(await ensureActive(db, userId));
    },
    rotate,
    /** A new client seed starts a new pair, so every pair's rounds share one client seed. */
    setClientSeed: (userId: string, clientSeed: string) => rotate(userId, clientSeed),
  };
}
export type TSeedsService = ReturnType<typeof createSeedsService>;
