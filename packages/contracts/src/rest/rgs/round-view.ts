import { z } from 'zod';
import { ZStudioGameEvent } from '#src/games/studio-game-events';
import { ZAmountMinor, ZCoinType, ZWalletState } from '#src/rest/wallet/wallet-state';

export const ZRoundStep = z.object({
  /** The player action that produced this step; null for the round's first step. */
  action: z.string().nullable(),
  events: z.array(ZStudioGameEvent),
  /** The round's total win after this step, in hundredths of the bet. */
  multiplierHundredths: z.number().int().min(0),
});
export type TRoundStep = z.infer<typeof ZRoundStep>;

export const ZRoundState = z.enum(['pending', 'open', 'settled', 'void']);

/** A round as the game frame, game recall and support see it: every step with its events. */
export const ZRoundView = z.object({
  roundId: z.string(),
  gameId: z.number().int().positive(),
  engineKey: z.string(),
  coin: ZCoinType,
  betMinor: ZAmountMinor,
  winMinor: ZAmountMinor,
  multiplierHundredths: z.number().int().min(0),
  state: ZRoundState,
  steps: z.array(ZRoundStep),
  /** What the player may send next while the round is open (e.g. ['spin']); empty otherwise. */
  awaitingActions: z.array(z.string()),
  /** The commitment this round was drawn under, and its position in that seed pair. */
  serverSeedHash: z.string(),
  nonce: z.number().int().min(0),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TRoundView = z.infer<typeof ZRoundView>;

/** The answer to playing or continuing a round: the new step's events and the balance after it. */
export const ZRoundPlayResponse = z.object({
  data: z.object({
    roundId: z.string(),
    /**
     * Events of the steps just played, in order (the UI plays exactly these): one step, or a spin
     * with the free spins or respins it won, each of them also a step of `round.steps`.
     */
    events: z.array(ZStudioGameEvent),
    round: ZRoundView,
    balance: ZWalletState,
  }),
});
export type TRoundPlayResponse = z.infer<typeof ZRoundPlayResponse>;
