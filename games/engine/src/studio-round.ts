import type { TStudioGameEvent } from '@casino/contracts';
import type { TCoinType } from '@casino/money';
import type { TRng } from '#src/rng';

/**
 * The studio games (plinko, mines, wheel, scratch, hold-and-win, cascades) follow the engine's
 * TGameMath shape (bet-free math, multipliers in hundredths of the bet, `nextState` null when the
 * round is over, actions as strings) and add what their mechanics need: player choices made at
 * round start (`params`: rows and risk, mine count, segments) and their own event types.
 */
export interface TStudioStepOutcome<TState> {
  events: TStudioGameEvent[];
  /** The round's total win so far, in hundredths of the bet. */
  multiplierHundredths: number;
  /** JSON-serialisable state the round server stores between steps; null when over. */
  nextState: TState | null;
}

export interface TStudioGameMath<TParams, TState, TAction extends string = string> {
  readonly engineKey: string;
  readonly betLevelsMinor: Readonly<Record<TCoinType, readonly number[]>>;
  readonly maxWinMultiplierHundredths: number;
  /** Validates the player's round choices; throws StudioMathError('InvalidParams'). */
  parseParams(raw: unknown): TParams;
  isValidAction(state: TState, action: string): action is TAction;
  /**
   * The action of every step after the first, when the player makes no choice in them (free
   * spins, respins): the round server draws those steps in the request that starts the round
   * (decision 239). Absent when each further step waits for the player's choice (mines).
   */
  readonly automaticAction?: TAction;
  start(rng: TRng, params: TParams): TStudioStepOutcome<TState>;
  /** Throws StudioMathError('InvalidAction') for an action the state does not allow. */
  continueRound(rng: TRng, state: TState, action: TAction): TStudioStepOutcome<TState>;
}

/** Bet levels in minor units, per coin type (GC and SC play the same math). */
export type TBetLevelsMinor = Readonly<Record<TCoinType, readonly number[]>>;

export const STUDIO_BET_LEVELS_MINOR: TBetLevelsMinor = {
  GC: [100_00, 200_00, 500_00, 1_000_00, 2_000_00, 5_000_00, 10_000_00, 25_000_00],
  SC: [20, 40, 100, 200, 500, 1_000, 2_000, 5_000],
};

export type TStudioMathErrorCode = 'InvalidParams' | 'InvalidAction';

/**
 * Raised by a game's math for a request it cannot play (bad params, an action the round's
 * state does not allow). The round server maps it to a 4xx; nothing has been drawn or paid.
 */
export class StudioMathError extends Error {
  override name = 'StudioMathError';
  constructor(
    readonly code: TStudioMathErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a plain object of params, or fails as InvalidParams. */
export function paramsRecord(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new StudioMathError('InvalidParams', 'Round params must be an object');
  }
  return raw as Record<string, unknown>;
}

/** Plays a studio round to its end on one RNG stream (simulations, tests, the verifier). */
export function playStudioRound<TParams, TState, TAction extends string>(
  math: TStudioGameMath<TParams, TState, TAction>,
  rng: TRng,
  params: TParams,
  chooseAction: (state: TState, stepIndex: number) => TAction,
  maxSteps = 10_000,
): TStudioStepOutcome<TState>[] {
  const steps = [math.start(rng, params)];
  let last = steps[0]!;
  while (last.nextState !== null) {
    if (steps.length >= maxSteps) throw new Error(`Round did not end within ${maxSteps} steps`);
    last = math.continueRound(rng, last.nextState, chooseAction(last.nextState, steps.length));
    steps.push(last);
  }
  return steps;
}

/** A step as the round server stores it: the action that drew it (null: the first) and its outcome. */
export interface TDrawnStep<TState, TAction extends string> {
  action: TAction | null;
  outcome: TStudioStepOutcome<TState>;
}

/**
 * A round's first step and the steps the math takes by itself after it (its `automaticAction`),
 * on one RNG stream: to the round's end, or only the first step when further steps wait for the
 * player.
 */
export function openingSteps<TParams, TState, TAction extends string>(
  math: TStudioGameMath<TParams, TState, TAction>,
  rng: TRng,
  params: TParams,
): TDrawnStep<TState, TAction>[] {
  const action = math.automaticAction;
  if (action === undefined) return [{ action: null, outcome: math.start(rng, params) }];
  return playStudioRound(math, rng, params, () => action).map((outcome, index) => ({
    action: index === 0 ? null : action,
    outcome,
  }));
}

/**
 * The math of a game whose round is one draw (plinko, wheel, scratch): no state to store, no
 * action to continue with; a continue request fails as InvalidAction with `endedMessage`.
 */
export function singleDrawMath<TParams>(spec: {
  engineKey: string;
  maxWinMultiplierHundredths: number;
  parseParams: (raw: unknown) => TParams;
  start: (rng: TRng, params: TParams) => TStudioStepOutcome<never>;
  endedMessage: string;
}): TStudioGameMath<TParams, never> {
  return {
    engineKey: spec.engineKey,
    betLevelsMinor: STUDIO_BET_LEVELS_MINOR,
    maxWinMultiplierHundredths: spec.maxWinMultiplierHundredths,
    parseParams: spec.parseParams,
    isValidAction: (_state, _action): _action is string => false,
    start: spec.start,
    continueRound: () => {
      throw new StudioMathError('InvalidAction', spec.endedMessage);
    },
  };
}
