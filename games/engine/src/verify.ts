import type { TVerifyRoundResponse } from '@casino/contracts';
import { createFairRng, hashServerSeed } from '#src/rng';
import type { TStudioGameMath, TStudioStepOutcome } from '#src/studio-round';

export interface TRoundProof {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  params: unknown;
  /** The player's actions after the first step, in order. */
  actions: readonly string[];
}

export interface TRoundVerification {
  /** SHA-256 of the revealed server seed equals the hash committed before play. */
  isCommitmentKept: boolean;
  /** The recomputed steps' events equal the recorded ones, step by step. */
  isOutcomeReproduced: boolean;
  steps: TStudioStepOutcome<unknown>[];
}

/**
 * Recomputes a round from its revealed seeds on one RNG stream (docs/decisions/061) and compares
 * it with what the round server recorded. Runs in the browser verifier and in tests alike.
 */
export function verifyRound(
  math: TStudioGameMath<unknown, unknown>,
  proof: TRoundProof,
  recordedEvents: readonly (readonly unknown[])[],
): TRoundVerification {
  const rng = createFairRng({
    serverSeed: proof.serverSeed,
    clientSeed: proof.clientSeed,
    nonce: proof.nonce,
  });
  const params = math.parseParams(proof.params ?? {});
  const steps = [math.start(rng, params)];
  for (const action of proof.actions) {
    const state = steps.at(-1)?.nextState;
    if (state === null || state === undefined || !math.isValidAction(state, action)) break;
    steps.push(math.continueRound(rng, state, action));
  }
  const isOutcomeReproduced =
    steps.length === recordedEvents.length &&
    steps.every(
      (step, index) => JSON.stringify(step.events) === JSON.stringify(recordedEvents[index]),
    );
  return {
    isCommitmentKept: hashServerSeed(proof.serverSeed) === proof.serverSeedHash,
    isOutcomeReproduced,
    steps,
  };
}

/** What a verifier page shows for a round: the commitment check, the replay check, the pay. */
export interface TRoundVerdict {
  isCommitmentKept: boolean;
  isOutcomeReproduced: boolean;
  multiplierHundredths: number;
}

/** Verifies a round as the round server's verify answer (`GET /api/rgs/verify`) describes it. */
export function verifyRecordedRound(
  math: TStudioGameMath<unknown, unknown>,
  data: TVerifyRoundResponse['data'],
): TRoundVerdict {
  const result = verifyRound(
    math,
    {
      serverSeed: data.serverSeed ?? '',
      serverSeedHash: data.serverSeedHash,
      clientSeed: data.clientSeed,
      nonce: data.nonce,
      params: data.params,
      actions: data.actions,
    },
    data.round.steps.map((step) => step.events),
  );
  return {
    isCommitmentKept: result.isCommitmentKept,
    isOutcomeReproduced: result.isOutcomeReproduced,
    multiplierHundredths: result.steps.at(-1)?.multiplierHundredths ?? 0,
  };
}
