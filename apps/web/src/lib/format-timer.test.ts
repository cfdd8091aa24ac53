import { describe, expect, it } from 'vitest';
import { formatTimer } from '#src/lib/format-timer';

describe('formatTimer', () => {
  it('shows HH:MM:SS below a day, rounding up to the next second', () => {
    expect(formatTimer(0)).toBe('00:00:00');
    expect(formatTimer(1)).toBe('00:00:01');
    expect(formatTimer((5 * 3600 + 7 * 60 + 9) * 1000)).toBe('05:07:09');
    expect(formatTimer(24 * 3600 * 1000 - 1000)).toBe('23:59:59');
  });

  it("shows 'Nd:HHh' from a day on", () => {
    expect(formatTimer(24 * 3600 * 1000)).toBe('1d:00h');
    expect(formatTimer((2 * 24 + 5) * 3600 * 1000)).toBe('2d:05h');
  });

  it('never goes below zero', () => {
    expect(formatTimer(-5000)).toBe('00:00:00');
  });
});
