import {
  paramsRecord,
  StudioMathError,
  winLevelFor,
  type TRng,
  type TStudioStepOutcome,
  singleDrawMath,
} from '@casino/game-engine';
import { PRIZE_TABLES, type TPrizeTableKey } from '#src/prize-tables';
import { printTicket } from '#src/ticket';

export const SCRATCH_ENGINE_KEY = 'scratch';
/** The largest top prize over every title's table: the tables themselves are the cap. */
export const SCRATCH_MAX_WIN_MULTIPLIER_HUNDREDTHS = Math.max(
  ...Object.values(PRIZE_TABLES).flatMap((table) => table.map((tier) => tier.multiplierHundredths)),
);

/** The title's prize table (each themed title discloses its own). */
export interface TScratchParams {
  table: TPrizeTableKey;
}

/** The ticket is settled at purchase; scratching only reveals it, so there is nothing to resume. */
export type TScratchState = never;

function isPrizeTableKey(value: unknown): value is TPrizeTableKey {
  return typeof value === 'string' && Object.hasOwn(PRIZE_TABLES, value);
}

export function parseScratchParams(raw: unknown): TScratchParams {
  const { table } = paramsRecord(raw);
  if (!isPrizeTableKey(table)) {
    throw new StudioMathError('InvalidParams', 'Unknown scratch card prize table');
  }
  return { table };
}

export function buyTicket(rng: TRng, params: TScratchParams): TStudioStepOutcome<TScratchState> {
  const ticket = printTicket(rng, PRIZE_TABLES[params.table]);
  const multiplierHundredths = ticket.prize?.multiplierHundredths ?? 0;
  return {
    events: [
      {
        type: 'scratchTicket',
        symbols: ticket.symbols,
        prizeSymbol: ticket.prize?.symbol ?? null,
        winningCells: ticket.winningCells,
        multiplierHundredths,
      },
      {
        type: 'finalWin',
        multiplierHundredths,
        winLevel: winLevelFor(multiplierHundredths),
        isCapped: false,
      },
    ],
    multiplierHundredths,
    nextState: null,
  };
}

export const scratchMath = singleDrawMath({
  engineKey: SCRATCH_ENGINE_KEY,
  maxWinMultiplierHundredths: SCRATCH_MAX_WIN_MULTIPLIER_HUNDREDTHS,
  parseParams: parseScratchParams,
  start: buyTicket,
  endedMessage: 'A scratch ticket is settled when it is bought',
});
