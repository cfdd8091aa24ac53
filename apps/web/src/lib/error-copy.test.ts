import { ERROR_NAMES } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-client';
import {
  ERROR_COPY,
  errorCopy,
  errorCopyKey,
  hasErrorCopy,
  type TTranslate,
} from '#src/lib/error-copy';
import { initI18n } from '#src/lib/i18n';
import enUS from '#src/locales/en-US.json';

let t: TTranslate;
beforeAll(async () => {
  const i18n = await initI18n('en-US');
  t = (key, values) => i18n.t(key, values);
});

const GENERIC = enUS.errors.generic;

describe('error copy', () => {
  it('has en-US copy for every error name the API answers', () => {
    for (const name of ERROR_NAMES) {
      const text = t(ERROR_COPY[name]);
      expect(text, name).not.toBe(ERROR_COPY[name]);
      expect(text.length, name).toBeGreaterThan(0);
    }
  });

  it("shows a name's copy and never the server's text", () => {
    const error = new ApiError('InvalidCredentialsError', 'internal: argon2 said no', 401);
    expect(errorCopy(error, t)).toBe('Invalid email or password');
  });

  it("fills the copy's placeholders from the error's details", () => {
    const error = new ApiError('UnderAgeError', 'raw', 400, { legalAge: 21, nested: { a: 1 } });
    expect(errorCopy(error, t)).toBe('You must be at least 21 years old');
  });

  it('shows the generic copy for a name outside the set', () => {
    const error = new ApiError('SecretStackTraceError' as never, 'at db.query (pg.js:12)', 500);
    expect(errorCopy(error, t)).toBe(GENERIC);
    expect(errorCopyKey('toString')).toBe('errors.generic');
    expect(hasErrorCopy('constructor')).toBe(false);
    expect(hasErrorCopy('OAuthCancelledError')).toBe(true);
  });

  it('shows the generic copy for anything that is not an API error', () => {
    for (const thrown of [new Error('fetch failed: ECONNREFUSED'), 'text', undefined, null, {}]) {
      expect(errorCopy(thrown, t)).toBe(GENERIC);
    }
  });
});
