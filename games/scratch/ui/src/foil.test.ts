import { describe, expect, it } from 'vitest';
import { createCoverage } from '#src/foil';

describe('createCoverage', () => {
  it('counts the sample points a stroke passes within the brush radius of', () => {
    const coverage = createCoverage();
    coverage.add({ from: { x: 0, y: 0.5 }, to: { x: 1, y: 0.5 } });
    // Rows 0.45 and 0.55 lie 0.05 from the stroke, rows 0.35 and 0.65 lie 0.15 (beyond 0.13).
    expect(coverage.fraction).toBeCloseTo(0.2);
  });

  it('reaches the clearing share with a few passes and starts again when cleared', () => {
    const coverage = createCoverage();
    for (const y of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      coverage.add({ from: { x: 0, y }, to: { x: 1, y } });
    }
    expect(coverage.fraction).toBe(1);
    coverage.clear();
    expect(coverage.fraction).toBe(0);
  });
});
