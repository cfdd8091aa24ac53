import { defineContract } from '#src/contract';
import { ZPocMarkedResponse, ZPocSessionIdBody } from '#src/rest/poc/poc-session';

/** Spec §7 /v2/poc/mark-failure-noticed. Raises PocSessionNotFoundError (not this player's session). */
export const markPocFailureNoticedContract = defineContract({
  method: 'POST',
  path: '/api/v2/poc/mark-failure-noticed',
  summary: 'The player saw the failure',
  body: ZPocSessionIdBody,
  response: ZPocMarkedResponse,
});
