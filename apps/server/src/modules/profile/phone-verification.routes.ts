import { sendPhoneCodeContract, verifyPhoneCodeContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { requirePrincipal } from '#src/plugins/app/access-policy';
import { toE164 } from '#src/modules/profile/phone-number';
import type { TPhoneVerificationService } from '#src/modules/profile/phone-verification.service';

export function phoneVerificationRoutes(
  app: FastifyInstance,
  phoneVerification: TPhoneVerificationService,
): void {
  route(app, sendPhoneCodeContract, {
    access: 'player',
    handler: async ({ body }, request) => ({
      data: await phoneVerification.sendCode(
        requirePrincipal(request).userId,
        toE164(body.phone, body.countryCode),
        request.ip,
      ),
    }),
  });

  route(app, verifyPhoneCodeContract, {
    access: 'player',
    handler: async ({ body }, request) => ({
      data: await phoneVerification.verifyCode(
        requirePrincipal(request).userId,
        body.code,
        body.marketingConsents,
      ),
    }),
  });
}
