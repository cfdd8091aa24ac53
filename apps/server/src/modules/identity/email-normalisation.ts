/**
 * §5: in production an address is normalised on sign-in and sign-up: the '+tag' of the local
 * part is dropped, except for the internal domain (staff use tags for test accounts there).
 * Addresses are always trimmed and lower-cased so one mailbox is one account.
 */
export function normaliseEmail(
  email: string,
  options: { isProduction: boolean; internalDomain: string },
): string {
  const lowered = email.trim().toLowerCase();
  if (!options.isProduction) return lowered;
  const at = lowered.lastIndexOf('@');
  if (at < 0) return lowered;
  const localPart = lowered.slice(0, at);
  const domain = lowered.slice(at + 1);
  if (domain === options.internalDomain.toLowerCase()) return lowered;
  const plus = localPart.indexOf('+');
  return plus < 0 ? lowered : `${localPart.slice(0, plus)}@${domain}`;
}
