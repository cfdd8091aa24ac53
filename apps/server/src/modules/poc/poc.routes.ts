import {
  getPocAccessTokenContract,
  getSessionRequiringDisplayContract,
  initPocSessionContract,
  markPocAsSeenContract,
  markPocFailureNoticedContract,
  markPocSuccessNoticedContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TPocService } from '#src/modules/poc/poc.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Tokens and sessions cost a provider call each. */
const TOKENS_PER_MINUTE = 10;
const MARKS_PER_MINUTE = 60;

export async function pocRoutes(app: FastifyInstance, poc: TPocService): Promise<void> {
  route(app, getSessionRequiringDisplayContract, {
    access: 'player',
    handler: async (_input, request) =>
      poc.sessionRequiringDisplay(requirePrincipal(request).userId),
  });

  for (const [contract, mark] of [
    [markPocSuccessNoticedContract, poc.markSuccessNoticed],
    [markPocFailureNoticedContract, poc.markFailureNoticed],
    [markPocAsSeenContract, poc.markAsSeen],
  ] as const) {
    route(app, contract, {
      access: 'player',
      rateLimitPerMinute: MARKS_PER_MINUTE,
      handler: async ({ body }, request) => {
        await mark(requirePrincipal(request).userId, body.pocSessionId);
        return { marked: true as const };
      },
    });
  }

  route(app, getPocAccessTokenContract, {
    access: 'player',
    rateLimitPerMinute: TOKENS_PER_MINUTE,
    handler: async ({ query }, request) =>
      poc.accessToken(requirePrincipal(request).userId, query.pocSessionId),
  });

  route(app, initPocSessionContract, {
    access: 'player',
    rateLimitPerMinute: TOKENS_PER_MINUTE,
    handler: async ({ body }, request) => ({
      result: await poc.initSession(requirePrincipal(request).userId, body),
    }),
  });
}
