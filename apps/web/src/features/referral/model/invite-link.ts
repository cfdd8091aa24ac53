import { REFERRAL_SOURCE } from '#src/lib/referral-attribution';

/** The personal invite link (payments §2: campaign and source=friends) on this site. */
export function inviteLink(origin: string, code: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('campaign', code);
  url.searchParams.set('source', REFERRAL_SOURCE);
  return url.toString();
}
