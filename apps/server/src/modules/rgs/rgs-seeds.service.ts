import { randomBytes } from 'node:crypto';
import type { TActiveSeedPair, TRevealedSeedPair } from '@casino/contracts';
import { hashServerSeed } from '@casino/game-engine';
import type { TDatabase, TTransaction } from '#src/db/client';
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
 * Every change to a player's pairs, and every round drawn from one, happens in a transaction
 * holding the player's seed lock (decision 100): rotation checks for unfinished rounds and
 * reveals in one step, so no round can be drawn from a pair between the check and the reveal.
 * Raises RoundInProgressError when rotating while a round is unfinished: revealing its server
 * seed would let the player foresee the round's remaining steps.
 */
export function createSeedsService(deps: {
  db: TDatabase;
  repository: TRgsRepository;
  clock: TClock;
}) {
  const { db, repository } = deps;
  /**
   * Each player's active pair as this process last saw it, nonce included (decision 151). A
   * round statement checks the pair is still active and the nonce still next, and answers
   * 'stale' otherwise (another process played, or rotated): then the caller refreshes here.
   */
  const activeCache = new Map<string, TSeedPairRow>();
  const ACTIVE_CACHE_MAX = 50_000;

  /** The player's active pair, created on first use; only call it holding the seed lock. */
  async function ensureActive(tx: TTransaction, userId: string): Promise<TSeedPairRow> {
    const existing = await repository.findActiveSeedPair(tx, userId);
    if (existing) return existing;
    await repository.insertSeedPair(tx, newPair(userId));
    const created = await repository.findActiveSeedPair(tx, userId);
    if (!created) throw new Error(`No active seed pair for ${userId}`);
    return created;
  }

  /**
   * Runs `work` in a transaction holding the player's seed lock, with their active pair. Round
   * creation and rotation both go through here, so they happen one after the other.
   */
  function withActivePair<T>(
    userId: string,
    work: (tx: TTransaction, pair: TSeedPairRow) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await repository.lockPlayerSeeds(tx, userId);
      return work(tx, await ensureActive(tx, userId));
    });
  }

  function rotate(
    userId: string,
    clientSeed?: string,
  ): Promise<{ revealed: TRevealedSeedPair; current: TActiveSeedPair }> {
    activeCache.delete(userId);
    return withActivePair(userId, async (tx, old) => {
      const unfinished = await repository.findUnfinishedRound(tx, userId);
      if (unfinished) throw roundInProgress(unfinished.id);
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

  async function refreshActive(userId: string): Promise<TSeedPairRow> {
    const pair =
      (await repository.findActiveSeedPair(db, userId)) ??
      (await withActivePair(userId, async (_tx, created) => created));
    activeCache.delete(userId);
    if (activeCache.size >= ACTIVE_CACHE_MAX) {
      activeCache.delete(activeCache.keys().next().value as string);
    }
    activeCache.set(userId, { ...pair });
    return pair;
  }

  return {
    withActivePair,
    /** The cached active pair (see activeCache); `isFresh` reads it from the database. */
    async activePair(userId: string, isFresh: boolean): Promise<TSeedPairRow> {
      const cached = isFresh ? undefined : activeCache.get(userId);
      return cached ?? refreshActive(userId);
    },
    /** A round statement took `nonce` of the cached pair. */
    tookNonce(userId: string, pairId: number, nonce: number): void {
      const cached = activeCache.get(userId);
      if (cached?.id === pairId && cached.nextNonce === nonce) cached.nextNonce = nonce + 1;
    },
    async getActive(userId: string): Promise<TActiveSeedPair> {
      const existing = await repository.findActiveSeedPair(db, userId);
      return toActiveSeedPair(
        existing ?? (await withActivePair(userId, async (_tx, pair) => pair)),
      );
    },
    rotate,
    /** A new client seed starts a new pair, so every pair's rounds share one client seed. */
    setClientSeed: (userId: string, clientSeed: string) => rotate(userId, clientSeed),
  };
}
export type TSeedsService = ReturnType<typeof createSeedsService>;
