import {
  apiLoginContract,
  completePasswordResetContract,
  getIdTokenContract,
  getVerificationStatusContract,
  requestPasswordResetContract,
  resendVerificationContract,
  resumeSessionContract,
  signInContract,
  signOutContract,
  signUpContract,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '#src/lib/route';
import { requirePrincipal } from '#src/plugins/app/access-policy';
import type { TEmailAuthService } from '#src/modules/identity/email-auth.service';
import { forwardSetCookies, toFetchHeaders } from '#src/modules/identity/fastify-bridge';
import type { TIdentityService } from '#src/modules/identity/identity.service';
import type { TAccountStatusService } from '#src/modules/identity/account-status.service';
import type { TMailService } from '#src/modules/mail/mail.service';
import { canReadOutbox } from '#src/modules/mail/outbox-access';

export function identityRoutes(
  app: FastifyInstance,
  services: {
    identity: TIdentityService;
    emailAuth: TEmailAuthService;
    accountStatus: TAccountStatusService;
    mail: TMailService;
  },
): void {
  const { identity, emailAuth, accountStatus } = services;
  const contextOf = (request: FastifyRequest) => ({
    ip: request.ip,
    requestId: request.id,
    headers: toFetchHeaders(request),
    canReadOutbox: canReadOutbox(services.mail.outboxAccess, request),
  });

  route(app, signUpContract, {
    access: 'public',
    handler: async ({ body }, request) => ({
      data: await emailAuth.signUp(body, contextOf(request)),
    }),
  });

  route(app, signInContract, {
    access: 'public',
    handler: async ({ body }, request, reply) => {
      const result = await emailAuth.signIn(body, contextOf(request));
      if (result.setCookieHeaders) forwardSetCookies(result.setCookieHeaders, reply);
      return { data: result.answer };
    },
  });

  route(app, signOutContract, {
    access: 'public',
    handler: async (_input, request, reply) => {
      forwardSetCookies(await emailAuth.signOut(toFetchHeaders(request)), reply);
      if (request.principal) identity.forgetSession(request.principal.sessionId);
      return { data: { signedOut: true as const } };
    },
  });

  route(app, apiLoginContract, {
    access: 'player',
    handler: async (_input, request) => ({
      data: await accountStatus.apiLogin(requirePrincipal(request).userId),
    }),
  });

  route(app, resumeSessionContract, {
    access: 'public',
    handler: async (_input, request) => ({
      data: request.principal ? await accountStatus.apiLogin(request.principal.userId) : null,
    }),
  });

  route(app, getIdTokenContract, {
    access: 'player',
    handler: async (_input, request) => {
      const principal = requirePrincipal(request);
      const { token, expiresAt } = await identity.issueIdToken(
        principal.userId,
        principal.sessionId,
      );
      return { data: { idToken: token, expiresAt: expiresAt.toISOString() } };
    },
  });

  route(app, resendVerificationContract, {
    access: 'public',
    handler: async ({ body }) => ({
      data: await emailAuth.resendVerification(body.verificationTicket),
    }),
  });

  route(app, getVerificationStatusContract, {
    access: 'public',
    handler: async ({ body }) => ({
      data: await emailAuth.verificationStatus(body.verificationTicket),
    }),
  });

  route(app, requestPasswordResetContract, {
    access: 'public',
    handler: async ({ body }, request) => {
      await emailAuth.requestPasswordReset(body.email, contextOf(request));
      return { data: { isSent: true as const } };
    },
  });

  route(app, completePasswordResetContract, {
    access: 'public',
    handler: async ({ body }, request) => {
      await emailAuth.completePasswordReset(body.token, body.newPassword, {
        ip: request.ip,
        requestId: request.id,
      });
      return { data: { isReset: true as const } };
    },
  });

  app.get<{ Querystring: { token?: string } }>(
    '/api/auth/verify-email',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const isVerified = token ? await emailAuth.verifyEmail(token) : false;
      return reply.redirect(isVerified ? '/?emailVerified=1' : '/?emailVerified=0');
    },
  );

  app.get('/api/auth/jwks', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    identity.jwks(),
  );
}
