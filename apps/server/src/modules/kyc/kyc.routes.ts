import {
  getForceKycContract,
  identityWebhookContract,
  initAccessTokenContract,
  reportKycImpressionContract,
  reportKycInteractionContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TKycService } from '#src/modules/kyc/kyc.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Tokens cost a provider call; reports are one row each. */
const TOKENS_PER_MINUTE = 10;
const REPORTS_PER_MINUTE = 60;

export async function kycRoutes(app: FastifyInstance, kyc: TKycService): Promise<void> {
  route(app, getForceKycContract, {
    access: 'player',
    handler: async (_input, request) => ({
      data: await kyc.forceKyc(requirePrincipal(request).userId),
    }),
  });

  route(app, initAccessTokenContract, {
    access: 'player',
    rateLimitPerMinute: TOKENS_PER_MINUTE,
    handler: async (_input, request) => kyc.initAccessToken(requirePrincipal(request).userId),
  });

  route(app, reportKycImpressionContract, {
    access: 'player',
    rateLimitPerMinute: REPORTS_PER_MINUTE,
    handler: async ({ body }, request) => {
      await kyc.report(requirePrincipal(request).userId, 'impression', body.trigger);
      return { data: { reported: true as const } };
    },
  });

  route(app, reportKycInteractionContract, {
    access: 'player',
    rateLimitPerMinute: REPORTS_PER_MINUTE,
    handler: async (_input, request) => {
      await kyc.report(requirePrincipal(request).userId, 'interaction', null);
      return { data: { reported: true as const } };
    },
  });

  // The signature covers the raw bytes: this scope reads JSON as a string.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    route(scope, identityWebhookContract, {
      access: 'public',
      handler: async (_input, request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        await kyc.handleNotification(rawBody, request.headers);
        return { received: true as const };
      },
    });
  });
}
