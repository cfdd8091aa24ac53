import { describe, expect, it } from 'vitest';
import {
  checkDateOfBirth,
  dateOrderOf,
  formatDateOfBirth,
} from '#src/features/account/model/date-of-birth';

const TODAY = new Date('2026-11-26T12:00:00Z');

describe('date of birth', () => {
  it('reads MM/DD/YYYY in en-US and DD/MM/YYYY in en-DE', () => {
    expect(dateOrderOf('en-US')).toBe('MDY');
    expect(dateOrderOf('en-DE')).toBe('DMY');
    expect(checkDateOfBirth('04/12/1990', 'MDY', 18, TODAY)).toEqual({
      ok: true,
      isoDate: '1990-04-12',
    });
    expect(checkDateOfBirth('04/12/1990', 'DMY', 18, TODAY)).toEqual({
      ok: true,
      isoDate: '1990-12-04',
    });
    expect(formatDateOfBirth('1990-04-12', 'MDY')).toBe('04/12/1990');
    expect(formatDateOfBirth('1990-04-12', 'DMY')).toBe('12/04/1990');
    expect(formatDateOfBirth(null, 'MDY')).toBe('');
  });

  it.each([
    ['', 'required'],
    ['1990-04-12', 'format'],
    ['4/12/1990', 'format'],
    ['02/30/1990', 'format'],
    ['13/01/1990', 'format'],
    ['01/01/2027', 'future'],
    ['11/27/2008', 'underAge'],
  ])('refuses %j as %s', (typed, reason) => {
    expect(checkDateOfBirth(typed, 'MDY', 18, TODAY)).toEqual({ ok: false, reason });
  });

  it('counts the legal age of the territory to the day', () => {
    expect(checkDateOfBirth('11/26/2008', 'MDY', 18, TODAY).ok).toBe(true);
    expect(checkDateOfBirth('11/26/2008', 'MDY', 21, TODAY)).toEqual({
      ok: false,
      reason: 'underAge',
    });
  });
});
