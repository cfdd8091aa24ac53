import {
  drawDistinct,
  paramsRecord,
  STUDIO_BET_LEVELS_MINOR,
  StudioMathError,
  winLevelFor,
  type TRng,
  type TStudioGameMath,
  type TStudioStepOutcome,
} from '@casino/game-engine';
import type { TStudioGameEvent } from '@casino/contracts';
import {
  isMineCount,
  maxSafePicks,
  MINES_CELL_COUNT,
  MINES_MAX_WIN_MULTIPLIER_HUNDREDTHS,
  minesMultiplierHundredths,
} from '#src/mines-table';

export const MINES_ENGINE_KEY = 'mines';

export interface TMinesParams {
  mineCount: number;
}

/**
 * What the round server stores between picks. The mine cells are drawn from the round's fair
 * RNG when the round starts, so later picks draw nothing and a reload resumes the same field.
 */
export interface TMinesState {
  mineCount: number;
  mineCells: number[];
  /** Safe cells opened so far, in the order picked. */
  revealedCells: number[];
}

export type TMinesAction = `pick:${number}` | 'cashOut';

export function parseMinesParams(raw: unknown): TMinesParams {
  const { mineCount } = paramsRecord(raw);
  if (!isMineCount(mineCount)) {
    throw new StudioMathError(
      'InvalidParams',
      'The mine count must be a whole number from 1 to 24',
    );
  }
  return { mineCount };
}

function pickedCell(action: string): number | null {
  const match = /^pick:(\d{1,2})$/.exec(action);
  return match ? Number(match[1]) : null;
}

export function isValidMinesAction(state: TMinesState, action: string): action is TMinesAction {
  if (action === 'cashOut') return state.revealedCells.length > 0;
  const cell = pickedCell(action);
  return cell !== null && cell < MINES_CELL_COUNT && !state.revealedCells.includes(cell);
}

function cashOutMultiplier(state: TMinesState): number {
  const safePicks = state.revealedCells.length;
  return safePicks === 0 ? 0 : minesMultiplierHundredths(state.mineCount, safePicks);
}

function nextMultiplier(mineCount: number, safePicks: number): number | null {
  return safePicks < maxSafePicks(mineCount)
    ? minesMultiplierHundredths(mineCount, safePicks + 1)
    : null;
}

function endEvents(state: TMinesState, multiplierHundredths: number): TStudioGameEvent[] {
  const isCapped =
    multiplierHundredths > 0 &&
    maxSafePicks(state.mineCount) < MINES_CELL_COUNT - state.mineCount &&
    state.revealedCells.length === maxSafePicks(state.mineCount);
  return [
    { type: 'minefieldRevealed', mineCells: [...state.mineCells].sort((a, b) => a - b) },
    {
      type: 'finalWin',
      multiplierHundredths,
      winLevel: winLevelFor(multiplierHundredths),
      isCapped,
    },
  ];
}

export function startMines(rng: TRng, params: TMinesParams): TStudioStepOutcome<TMinesState> {
  const mineCells = drawDistinct(rng, MINES_CELL_COUNT, params.mineCount).sort((a, b) => a - b);
  return {
    events: [
      {
        type: 'minesStart',
        mineCount: params.mineCount,
        cellCount: MINES_CELL_COUNT,
        nextMultiplierHundredths: minesMultiplierHundredths(params.mineCount, 1),
      },
      { type: 'awaitAction', actions: ['pick'] },
    ],
    multiplierHundredths: 0,
    nextState: { mineCount: params.mineCount, mineCells, revealedCells: [] },
  };
}

function cashOut(state: TMinesState, isAutomatic: boolean): TStudioStepOutcome<TMinesState> {
  const multiplierHundredths = cashOutMultiplier(state);
  return {
    events: [
      {
        type: 'cashOut',
        safePicks: state.revealedCells.length,
        multiplierHundredths,
        isAutomatic,
      },
      ...endEvents(state, multiplierHundredths),
    ],
    multiplierHundredths,
    nextState: null,
  };
}

/** A pick opens one cell: a mine ends the round with nothing; the last allowed safe pick cashes out. */
export function continueMines(
  _rng: TRng,
  state: TMinesState,
  action: TMinesAction,
): TStudioStepOutcome<TMinesState> {
  const requested: string = action;
  if (!isValidMinesAction(state, requested)) {
    throw new StudioMathError('InvalidAction', `The round cannot take "${requested}" now`);
  }
  if (action === 'cashOut') return cashOut(state, false);
  const cell = pickedCell(action)!;
  if (state.mineCells.includes(cell)) {
    const revealed: TStudioGameEvent = {
      type: 'cellRevealed',
      cell,
      isMine: true,
      safePicks: state.revealedCells.length,
      multiplierHundredths: 0,
      nextMultiplierHundredths: null,
    };
    return { events: [revealed, ...endEvents(state, 0)], multiplierHundredths: 0, nextState: null };
  }
  const next: TMinesState = { ...state, revealedCells: [...state.revealedCells, cell] };
  const safePicks = next.revealedCells.length;
  const multiplierHundredths = cashOutMultiplier(next);
  const upcoming = nextMultiplier(state.mineCount, safePicks);
  const revealed: TStudioGameEvent = {
    type: 'cellRevealed',
    cell,
    isMine: false,
    safePicks,
    multiplierHundredths,
    nextMultiplierHundredths: upcoming,
  };
  if (upcoming === null) {
    const automatic = cashOut(next, true);
    return { ...automatic, events: [revealed, ...automatic.events] };
  }
  return {
    events: [revealed, { type: 'awaitAction', actions: ['pick', 'cashOut'] }],
    multiplierHundredths,
    nextState: next,
  };
}

export const minesMath: TStudioGameMath<TMinesParams, TMinesState, TMinesAction> = {
  engineKey: MINES_ENGINE_KEY,
  betLevelsMinor: STUDIO_BET_LEVELS_MINOR,
  maxWinMultiplierHundredths: MINES_MAX_WIN_MULTIPLIER_HUNDREDTHS,
  parseParams: parseMinesParams,
  isValidAction: isValidMinesAction,
  start: startMines,
  continueRound: continueMines,
};
