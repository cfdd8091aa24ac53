import { defineContract } from '#src/contract';
import { ZPocMarkedResponse, ZPocSessionIdBody } from '#src/rest/poc/poc-session';

/** Spec §7 /v2/poc/mark-success-noticed. Raises PocSessionNotFoundError (not this player's session). */
export const markPocSuccessNoticedContract = defineContract({
  method: 'POST',
  path: '/api/v2/poc/mark-success-noticed',
  summary: 'The player saw the success notice',
  body: ZPocSessionIdBody,
  response: ZPocMarkedResponse,
});
