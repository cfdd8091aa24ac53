import { createSeededRng, isRtpWithinConfidence, simulate } from '@casino/game-engine';
import fc from 'fast-check';
import { ZGameInfo, ZStudioGameEvent } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { describeScratch, scratchConfiguration } from '#src/describe-scratch';
import { PRIZE_TABLES, TICKETS_PER_TABLE, type TPrizeTableKey } from '#src/prize-tables';
import { buyTicket, scratchMath } from '#src/scratch-round';
import { printTicket, TICKET_CELL_COUNT } from '#src/ticket';
import { SCRATCH_VARIANTS } from '#src/variants';
import { scratchGameInfo } from '#src/game-info';

const tableKeys = Object.keys(PRIZE_TABLES) as TPrizeTableKey[];

function symbolCounts(symbols: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
}

describe('scratch prize tables', () => {
  it('has exactly 96% RTP, unique symbols and a losing share for every table', () => {
    for (const key of tableKeys) {
      const { stats, losingTickets, tiers } = scratchConfiguration(key);
      expect(stats.rtp.numerator * 25n).toBe(stats.rtp.denominator * 24n);
      expect(losingTickets).toBeGreaterThan(TICKETS_PER_TABLE / 2);
      expect(new Set(tiers.map((tier) => tier.symbol)).size).toBe(tiers.length);
      expect(stats.hitRateValue).toBeGreaterThan(0.25);
      expect(stats.hitRateValue).toBeLessThan(0.35);
    }
  });

  it('describes five tables with their top prizes as the max win', () => {
    const description = describeScratch();
    expect(description.configurations).toHaveLength(5);
    expect(description.rtp).toEqual({ min: 0.96, max: 0.96 });
    expect(description.maxWinMultiplierHundredths).toBe(500_000);
    expect(scratchMath.maxWinMultiplierHundredths).toBe(500_000);
  });
});

describe('printTicket', () => {
  it('shows the prize symbol exactly three times and nothing else three times', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tableKeys), fc.integer(), (key, seed) => {
        const ticket = printTicket(createSeededRng(seed), PRIZE_TABLES[key]);
        expect(ticket.symbols).toHaveLength(TICKET_CELL_COUNT);
        const counts = symbolCounts(ticket.symbols);
        const tableSymbols = PRIZE_TABLES[key].map((tier) => tier.symbol);
        expect([...counts.keys()].every((symbol) => tableSymbols.includes(symbol))).toBe(true);
        for (const [symbol, count] of counts) {
          expect(count).toBe(symbol === ticket.prize?.symbol ? 3 : Math.min(count, 2));
        }
        if (ticket.prize) {
          expect(ticket.winningCells.map((cell) => ticket.symbols[cell])).toEqual([
            ticket.prize.symbol,
            ticket.prize.symbol,
            ticket.prize.symbol,
          ]);
        } else {
          expect(ticket.winningCells).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('matches each table in a seeded simulation within 3.29 sigma', () => {
    for (const key of ['lucky', 'crown'] as const) {
      const { stats } = scratchConfiguration(key);
      const result = simulate(
        50_000,
        9,
        (rng) => buyTicket(rng, { table: key }).multiplierHundredths / 100,
      );
      expect(isRtpWithinConfidence(stats.rtpValue, result)).toBe(true);
      expect(Math.abs(result.hitRate - stats.hitRateValue)).toBeLessThan(0.01);
    }
  }, 60_000);
});

describe('scratchMath', () => {
  it('reports the ticket and its prize as events', () => {
    const outcome = scratchMath.start(
      createSeededRng(5),
      scratchMath.parseParams({ table: 'crown' }),
    );
    const [ticket, end] = outcome.events;
    if (ticket?.type !== 'scratchTicket' || end?.type !== 'finalWin') throw new Error('events');
    expect(end.multiplierHundredths).toBe(ticket.multiplierHundredths);
    expect(outcome.nextState).toBeNull();
    ZStudioGameEvent.array().parse(outcome.events);
  });

  it('rejects unknown tables', () => {
    expect(() => scratchMath.parseParams({ table: 'toString' })).toThrow(/prize table/);
    expect(() => scratchMath.parseParams({})).toThrow(/prize table/);
  });

  it('offers five titles, one per table', () => {
    expect(new Set(SCRATCH_VARIANTS.map((variant) => variant.table)).size).toBe(5);
  });

  it('gives the frame a valid game info built from the same tables', () => {
    const info = ZGameInfo.parse(scratchGameInfo());
    expect(info.paytable).toHaveLength(40);
    expect(info.figures.rtpMethod).toBe('exact');
  });
});
