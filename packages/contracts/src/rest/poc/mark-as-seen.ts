import { defineContract } from '#src/contract';
import { ZPocMarkedResponse, ZPocSessionIdBody } from '#src/rest/poc/poc-session';

/** Spec §7 /v2/poc/mark-as-seen. Raises PocSessionNotFoundError (not this player's session). */
export const markPocAsSeenContract = defineContract({
  method: 'POST',
  path: '/api/v2/poc/mark-as-seen',
  summary: 'The player saw the session in the wizard',
  body: ZPocSessionIdBody,
  response: ZPocMarkedResponse,
});
