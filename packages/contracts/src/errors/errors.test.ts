import { describe, expect, it } from 'vitest';
import { ERROR_DOMAINS, ERROR_NAMES, ERROR_STATUS, isErrorName } from '#src/errors/index';
import { ZErrorEnvelope } from '#src/common/error';

describe('error names', () => {
  it('gives every name a 4xx or 5xx status', () => {
    for (const name of ERROR_NAMES) {
      const status = ERROR_STATUS[name];
      expect(status >= 400 && status < 600, `${name} answers ${status}`).toBe(true);
    }
  });

  it('keeps every name in exactly one domain', () => {
    const seen = new Map<string, string>();
    for (const [domain, names] of Object.entries(ERROR_DOMAINS)) {
      for (const name of Object.keys(names)) {
        expect(seen.get(name), `${name} is in ${seen.get(name)} and ${domain}`).toBeUndefined();
        seen.set(name, domain);
      }
    }
    expect(seen.size).toBe(ERROR_NAMES.length);
  });

  it('holds the idempotency refusals the idempotency plugin throws', () => {
    expect(ERROR_DOMAINS.idempotency).toMatchObject({
      IdempotencyKeyReusedError: 409,
      IdempotencyInProgressError: 409,
      IdempotencyKeyInvalidError: 400,
    });
  });

  it('refuses an envelope whose name is outside the set', () => {
    expect(isErrorName('toString')).toBe(false);
    const envelope = (name: string) => ({ error: { name, message: 'm' } });
    expect(ZErrorEnvelope.safeParse(envelope('RoundNotFoundError')).success).toBe(true);
    expect(ZErrorEnvelope.safeParse(envelope('SomethingElseError')).success).toBe(false);
  });
});
