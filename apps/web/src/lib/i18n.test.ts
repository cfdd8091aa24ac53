import { describe, expect, it } from 'vitest';
import { detectLocale, formatDate } from '#src/lib/i18n';

describe('locales', () => {
  const date = new Date(2026, 10, 3);

  it('writes US dates as MM/DD/YYYY', () => {
    expect(formatDate(date, 'en-US')).toBe('11/03/2026');
  });

  it('writes German-locale dates as DD/MM/YYYY', () => {
    expect(formatDate(date, 'en-DE')).toBe('03/11/2026');
  });

  it('maps any German-region browser to en-DE and everything else to en-US', () => {
    expect(detectLocale(['de-DE'])).toBe('en-DE');
    expect(detectLocale(['fr-FR', 'en-GB'])).toBe('en-US');
    expect(detectLocale(['en-DE'])).toBe('en-DE');
  });
});
