import { PRIZE_TABLES, scratchGameInfo } from '@casino/game-scratch';
import { describe, expect, it } from 'vitest';
import { prizesOf } from '#src/prize-table';

describe('prizesOf', () => {
  it('takes the theme’s table from the engine info, top prize first', () => {
    const prizes = prizesOf(scratchGameInfo(), 'pirate');
    expect(prizes.map((prize) => prize.symbol)).toEqual(
      PRIZE_TABLES.pirate.map((tier) => tier.symbol),
    );
    expect(prizes[0]).toEqual({ symbol: 'skull', multiplierHundredths: 250_000 });
  });

  it('takes the only table a title’s info carries, whatever the theme says', () => {
    const info = scratchGameInfo();
    const titleInfo = {
      ...info,
      paytable: info.paytable.filter((row) => row.symbol.startsWith('fruit:')),
    };
    expect(prizesOf(titleInfo, 'crown').map((prize) => prize.symbol)).toEqual(
      PRIZE_TABLES.fruit.map((tier) => tier.symbol),
    );
  });
});
