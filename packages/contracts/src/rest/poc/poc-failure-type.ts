import { z } from 'zod';

/**
 * Why a session failed (spec §3, §4): `retry` lets the player try again, `final` does not, and
 * `reached_max_attempt` is a retry refused because the attempts are used up.
 */
export const ZPocFailureType = z.enum(['retry', 'final', 'reached_max_attempt']);
export type TPocFailureType = z.infer<typeof ZPocFailureType>;
