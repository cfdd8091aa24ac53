import { z } from 'zod';
import { defineContract } from '#src/contract';

/**
 * The player reached the lobby after a log-in: the server starts the player's AFTER_LOGIN
 * triggers (server-side start, when client_side_event_start is off) and answers how many.
 */
export const afterLoginToLobbyContract = defineContract({
  method: 'POST',
  path: '/api/event-trigger/after-login-to-lobby',
  summary: "Starts the player's AFTER_LOGIN events",
  response: z.object({ data: z.object({ started: z.number().int() }) }),
});
