import { describe, expect, it } from 'vitest';
import { normaliseEmail } from '#src/modules/identity/email-normalisation';

const production = { isProduction: true, internalDomain: 'crowncasino.example' };

describe('normaliseEmail', () => {
  it('drops the +tag in production', () => {
    expect(normaliseEmail(' Ann+promo@Mail.com ', production)).toBe('ann@mail.com');
  });
  it('keeps the +tag for the internal domain', () => {
    expect(normaliseEmail('qa+1@crowncasino.example', production)).toBe('qa+1@crowncasino.example');
  });
  it('keeps the +tag outside production but still lower-cases', () => {
    expect(normaliseEmail('Ann+promo@Mail.com', { ...production, isProduction: false })).toBe(
      'ann+promo@mail.com',
    );
  });
});
