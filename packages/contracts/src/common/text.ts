import { z } from 'zod';

/** A UTF-16 half without its partner: not Unicode, so it cannot be stored or sent as UTF-8. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL or unpaired surrogate characters';

/** No NUL (PostgreSQL text and jsonb cannot hold it) and no unpaired surrogate. */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value);
}

/** The one check every request string carries; `contracts.test.ts` finds strings without it. */
export const safeTextCheck = z.refine<string>(isSafeText, { message: UNSAFE_TEXT_MESSAGE });

/** A string a request carries: build every request string from this, never from z.string(). */
export function zText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(safeTextCheck);
}
