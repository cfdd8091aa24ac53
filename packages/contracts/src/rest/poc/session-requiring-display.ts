import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZPocSession } from '#src/rest/poc/poc-session';

/**
 * The session the player should see on load (spec §7): `hanging` (one not finished, or failed
 * and not yet noticed), `unseenSuccess` (passed, its notice not yet shown) or `noSessions`.
 */
export const ZSessionRequiringDisplay = z.discriminatedUnion('status', [
  z.object({ status: z.literal('hanging'), payload: ZPocSession }),
  z.object({ status: z.literal('unseenSuccess'), payload: ZPocSession }),
  z.object({ status: z.literal('noSessions'), payload: z.null() }),
]);
export type TSessionRequiringDisplay = z.infer<typeof ZSessionRequiringDisplay>;

export const getSessionRequiringDisplayContract = defineContract({
  method: 'GET',
  path: '/api/v2/poc/session-requiring-display',
  summary: 'The card-verification session the player should see',
  response: ZSessionRequiringDisplay,
});
