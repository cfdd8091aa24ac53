import { drawDistinct, pickWeighted, type TRng, type TWeightedTable } from '@casino/game-engine';
import { losingWeight, type TPrizeTable, type TPrizeTier } from '#src/prize-tables';

export const TICKET_CELL_COUNT = 9;
/** Three of a kind reveals a prize, so no other symbol may show more than twice. */
const MAX_COPIES_OF_OTHER_SYMBOLS = 2;

export interface TTicket {
  /** Nine symbols, row by row (3 x 3). */
  symbols: string[];
  prize: TPrizeTier | null;
  winningCells: number[];
}

/** Two copies of each listed symbol, from which filler cells are drawn without replacement. */
function fillerPool(symbols: readonly string[]): string[] {
  return symbols.flatMap((symbol) =>
    Array.from({ length: MAX_COPIES_OF_OTHER_SYMBOLS }, () => symbol),
  );
}

interface TPreparedTable {
  outcomes: TWeightedTable<TPrizeTier | null>;
  losingPool: string[];
  /** Filler pool of a winning ticket, by prize symbol: every other symbol twice. */
  winningPools: Map<string, string[]>;
}

const prepared = new WeakMap<TPrizeTable, TPreparedTable>();

function prepare(table: TPrizeTable): TPreparedTable {
  let entry = prepared.get(table);
  if (!entry) {
    const symbols = table.map((tier) => tier.symbol);
    entry = {
      outcomes: [
        ...table.map((tier) => ({ value: tier, weight: tier.weight })),
        { value: null, weight: losingWeight(table) },
      ],
      losingPool: fillerPool(symbols),
      winningPools: new Map(
        symbols.map((prize) => [prize, fillerPool(symbols.filter((symbol) => symbol !== prize))]),
      ),
    };
    prepared.set(table, entry);
  }
  return entry;
}

function drawFrom(rng: TRng, pool: readonly string[], count: number): string[] {
  return drawDistinct(rng, pool.length, count).map((index) => pool[index]!);
}

/**
 * The prize is decided first, from the disclosed weights (one draw); the symbols are then laid
 * out to show it: a winning ticket puts its tier's symbol on three random cells and fills the
 * rest from two copies of every other symbol; a losing ticket draws all nine cells from two
 * copies of every symbol. So the prize symbol shows exactly three times and nothing else ever
 * does, and a losing ticket never shows three of a kind.
 */
export function printTicket(rng: TRng, table: TPrizeTable): TTicket {
  const { outcomes, losingPool, winningPools } = prepare(table);
  const prize = pickWeighted(rng, outcomes);
  if (prize === null) {
    return { symbols: drawFrom(rng, losingPool, TICKET_CELL_COUNT), prize: null, winningCells: [] };
  }
  const winningCells = drawDistinct(rng, TICKET_CELL_COUNT, 3).sort((a, b) => a - b);
  const fillers = drawFrom(rng, winningPools.get(prize.symbol)!, TICKET_CELL_COUNT - 3);
  let fillerIndex = 0;
  const symbols = Array.from({ length: TICKET_CELL_COUNT }, (_, cell) =>
    winningCells.includes(cell) ? prize.symbol : fillers[fillerIndex++]!,
  );
  return { symbols, prize, winningCells };
}
