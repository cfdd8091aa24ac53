import { describePlinko, plinkoGameInfo } from '@casino/game-plinko';
import { describe, expect, it } from 'vitest';
import { boardRtp, pathShare, plinkoRowOptions, plinkoTable } from '#src/plinko-paytable';

describe('PLINCROWN paytable figures drawn from the game info', () => {
  const info = plinkoGameInfo();

  it('reads every board of the math, bucket by bucket, from the game info', () => {
    for (const configuration of describePlinko().configurations) {
      expect(plinkoTable(info, configuration.risk, configuration.rows)).toEqual(
        configuration.multipliersHundredths,
      );
    }
    expect(plinkoRowOptions(info)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('shows the exact RTP the math computes for each board', () => {
    for (const configuration of describePlinko().configurations) {
      const rtp = boardRtp(plinkoTable(info, configuration.risk, configuration.rows));
      expect(rtp).toBeCloseTo(configuration.stats.rtpValue, 10);
    }
  });

  it('gives each bucket its share of the paths', () => {
    expect(pathShare(8, 0)).toBe(1 / 256);
    expect(pathShare(8, 4)).toBe(70 / 256);
  });
});
