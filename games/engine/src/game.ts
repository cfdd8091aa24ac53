import type { TGameEvent } from '@casino/contracts';
import type { TCoinType } from '@casino/money';
import type { TRng } from '#src/rng';
import type { TStudioGameMath } from '#src/studio-round';

/** One step of a round: the events it produced and where the round stands afterwards. */
export interface TStepOutcome<TState> {
  events: TGameEvent[];
  /** The round's total win so far, in hundredths of the total bet. */
  multiplierHundredths: number;
  /** What the next step starts from (JSON-serialisable, stored by the round server); null when over. */
  nextState: TState | null;
}

/**
 * A game's math: pure, RNG in, events out. A round is one RNG stream; its first step is `start`
 * and, while `nextState` is not null, each further step is `continueRound` on the same stream
 * (the round server re-creates it at the stored word position). The bet never enters the math.
 */
export interface TGameMath<TState = unknown, TAction extends string = string> {
  readonly engineKey: string;
  /** Bet levels offered per coin type, in minor units (hundredths of a coin). */
  readonly betLevelsMinor: Readonly<Record<TCoinType, readonly number[]>>;
  /** No round pays more than this, in hundredths of the bet. */
  readonly maxWinMultiplierHundredths: number;
  /** Actions a player may send to continue an open round (e.g. 'spin', 'pick:3', 'cashOut'). */
  isValidAction(state: TState, action: string): action is TAction;
  /** The action of every step after the first when the player makes no choice in them (free spins). */
  readonly automaticAction?: TAction;
  start(rng: TRng): TStepOutcome<TState>;
  continueRound(rng: TRng, state: TState, action: TAction): TStepOutcome<TState>;
}

/** The win in minor units: bet × multiplier, rounded down to whole minor units (never up). */
export function winMinorFor(betMinor: number, multiplierHundredths: number): number {
  return Math.floor((betMinor * multiplierHundredths) / 100);
}

export interface TPlayedRound<TState> {
  steps: TStepOutcome<TState>[];
  multiplierHundredths: number;
}

/**
 * Plays a round to its end on one RNG stream, choosing each continuation with `chooseAction`
 * (simulations and the verifier; the round server drives steps one request at a time).
 */
export function playWholeRound<TState, TAction extends string>(
  math: TGameMath<TState, TAction>,
  rng: TRng,
  chooseAction: (state: TState, stepIndex: number) => TAction,
  maxSteps = 10_000,
): TPlayedRound<TState> {
  const steps = [math.start(rng)];
  let last = steps[0]!;
  while (last.nextState !== null) {
    if (steps.length >= maxSteps) throw new Error(`Round did not end within ${maxSteps} steps`);
    last = math.continueRound(rng, last.nextState, chooseAction(last.nextState, steps.length));
    steps.push(last);
  }
  return { steps, multiplierHundredths: last.multiplierHundredths };
}

/**
 * A slot's math in the studio shape the round server plays (no round choices: params are null),
 * so every game runs through one code path.
 */
export function asStudioMath<TState, TAction extends string>(
  math: TGameMath<TState, TAction>,
): TStudioGameMath<null, TState, TAction> {
  return {
    engineKey: math.engineKey,
    betLevelsMinor: math.betLevelsMinor,
    maxWinMultiplierHundredths: math.maxWinMultiplierHundredths,
    parseParams: () => null,
    isValidAction: (state, action): action is TAction => math.isValidAction(state, action),
    ...(math.automaticAction === undefined ? {} : { automaticAction: math.automaticAction }),
    start: (rng) => math.start(rng),
    continueRound: (rng, state, action) => math.continueRound(rng, state, action),
  };
}
