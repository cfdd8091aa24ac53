import { describeWheel, wheelGameInfo } from '@casino/game-wheel';
import { describe, expect, it } from 'vitest';
import { wheelLayout, wheelRtp, wheelSegmentOptions } from '#src/wheel-paytable';

describe('WHEEL PRIZE paytable figures drawn from the game info', () => {
  const info = wheelGameInfo();

  it('reads every wheel of the math, segment by segment around the rim, from the game info', () => {
    for (const configuration of describeWheel().configurations) {
      expect(wheelLayout(info, configuration.risk, configuration.segments)).toEqual(
        configuration.layoutHundredths,
      );
    }
    expect(wheelSegmentOptions(info)).toEqual([10, 20, 30, 40, 50]);
  });

  it('shows the exact RTP the math computes for each wheel', () => {
    for (const configuration of describeWheel().configurations) {
      const rtp = wheelRtp(wheelLayout(info, configuration.risk, configuration.segments));
      expect(rtp).toBeCloseTo(configuration.stats.rtpValue, 10);
    }
  });
});
