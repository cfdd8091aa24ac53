import { readStored, writeStored } from '#src/lib/local-storage';

const REFERRER_CODE_KEY = 'cc.referrer-code';
/** The invite code format the server accepts (contracts ZSignUpBody.referrerCode). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** The source value of an invite link (payments §9: friends). */
export const REFERRAL_SOURCE = 'friends';

/** Query key prefix of every referral query: the socket's referral event refreshes them all. */
export const REFERRAL_QUERY_KEY = ['referral'] as const;

/** The invite code of a `?campaign=<code>&source=friends` link, or null for any other link. */
export function referrerCodeFromParams(params: URLSearchParams): string | null {
  const code = params.get('campaign');
  if (params.get('source') !== REFERRAL_SOURCE || !code || !CODE_PATTERN.test(code)) return null;
  return code;
}

/** Keeps the code of the link a guest came with until sign-up sends it. */
export function keepReferrerCode(code: string): void {
  writeStored(REFERRER_CODE_KEY, code);
}

export function readReferrerCode(): string | null {
  return readStored<string | null>(
    REFERRER_CODE_KEY,
    (value) => (typeof value === 'string' && CODE_PATTERN.test(value) ? value : null),
    null,
  );
}

export function forgetReferrerCode(): void {
  try {
    window.localStorage.removeItem(REFERRER_CODE_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
