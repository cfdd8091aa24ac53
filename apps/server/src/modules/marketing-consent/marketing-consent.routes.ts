import {
  answerMarketingConsentContract,
  getMarketingConsentsContract,
  getPhoneVerificationMarketingConsentsContract,
  getSignUpMarketingConsentsContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { requirePrincipal } from '#src/plugins/app/access-policy';
import type { TMarketingConsentService } from '#src/modules/marketing-consent/marketing-consent.service';

export function marketingConsentRoutes(
  app: FastifyInstance,
  service: TMarketingConsentService,
): void {
  const lists = [
    [getMarketingConsentsContract, 'general'],
    [getSignUpMarketingConsentsContract, 'sign_up'],
    [getPhoneVerificationMarketingConsentsContract, 'phone_verification'],
  ] as const;
  for (const [contract, placement] of lists) {
    route(app, contract, {
      access: 'public',
      handler: async (_input, request) => ({
        data: {
          marketingConsents: await service.list(placement, request.principal?.userId ?? null),
        },
      }),
    });
  }

  route(app, answerMarketingConsentContract, {
    access: 'player',
    rateLimitPerMinute: 60,
    handler: async ({ body }, request) => ({
      data: await service.answer(requirePrincipal(request).userId, body),
    }),
  });
}
