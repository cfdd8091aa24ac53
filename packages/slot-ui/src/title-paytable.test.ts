import { describe, expect, it } from 'vitest';
import type { TGameInfo } from '@casino/contracts';
import { titlePaytable } from '#src/title-paytable';

const row = (symbol: string, multiplierHundredths: number) => ({
  symbol,
  pays: [{ count: 3, multiplierHundredths }],
});

const info = (paytable: TGameInfo['paytable']): TGameInfo => ({
  engineKey: 'hold-and-win',
  title: 'Hold',
  rows: 3,
  strips: [],
  paylines: [],
  paytable,
  rules: [],
  betLevelsMinor: { GC: [100], SC: [20] },
  figures: {
    rtp: 0.96,
    rtpMax: 0.96,
    rtpMethod: 'exact',
    hitRate: 0.4,
    hitRateMax: 0.4,
    maxWinMultiplier: 100,
    volatility: 'high',
  },
});

describe('a title’s paytable', () => {
  it('keeps the one table the server answered, without its prefix, and reads the jackpots', () => {
    const result = titlePaytable(
      info([row('dragon:crown', 51), row('jackpot:mini', 2000), row('jackpot:grand', 100000)]),
      'crown',
    );
    expect(result.info.paytable).toEqual([row('crown', 51)]);
    expect([...result.jackpots]).toEqual([
      ['mini', 2000],
      ['grand', 100000],
    ]);
  });

  it('picks the theme’s table when the server answered every table', () => {
    const result = titlePaytable(info([row('royal:crown', 50), row('aztec:crown', 28)]), 'aztec');
    expect(result.info.paytable).toEqual([row('crown', 28)]);
    expect(result.jackpots.size).toBe(0);
  });

  it('leaves a plain paytable as it is', () => {
    const plain = [row('crown', 500), row('seven', 100)];
    expect(titlePaytable(info(plain), null).info.paytable).toEqual(plain);
  });
});
