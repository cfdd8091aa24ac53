import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAVED_CARDS_COPY, fill } from '#src/copy';

describe('payments frame copy', () => {
  it("says the saved-card texts word for word as the casino's en-US.json", () => {
    const locale = JSON.parse(
      readFileSync(new URL('../../web/src/locales/en-US.json', import.meta.url), 'utf8'),
    ) as { store: { savedCards: unknown } };
    expect(SAVED_CARDS_COPY).toEqual(locale.store.savedCards);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill(SAVED_CARDS_COPY.card, { brand: 'Visa', lastDigits: '4444' })).toBe(
      'Visa ending in 4444',
    );
    expect(fill('{{a}} {{b}}', { a: 1 })).toBe('1 {{b}}');
  });
});
