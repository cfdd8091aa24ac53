import { readStored, writeStored } from '#src/lib/local-storage';

const BROWSER_ID_KEY = 'cc.browser-id';

/**
 * One id per browser (shared by its tabs): the socket sends it so the server keeps only the
 * newest tab, and sign-up sends it for the referral second-account check (decision 167).
 */
export function getBrowserId(): string {
  const stored = readStored<string | null>(
    BROWSER_ID_KEY,
    (value) => (typeof value === 'string' ? value : null),
    null,
  );
  if (stored) return stored;
  const created = crypto.randomUUID();
  writeStored(BROWSER_ID_KEY, created);
  return created;
}
