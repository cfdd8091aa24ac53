import { getAuthProvidersContract, ZThirdPartySignInQuery } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#src/lib/errors';
import { route } from '#src/lib/route';
import { forwardSetCookies, toFetchHeaders } from '#src/modules/identity/fastify-bridge';
import type { TThirdPartyAuthService } from '#src/modules/identity/third-party-auth.service';

const STATE_COOKIE = 'crown.oauth_state';
const STATE_COOKIE_MAX_AGE_SECONDS = 10 * 60;

interface TCallbackFields {
  code?: string;
  state?: string;
  error?: string;
}

/**
 * Third-party sign-in: /start (with the referral attribution of the e-mail sign-up, decision
 * 126) redirects to the provider; the provider returns to /callback
 * (a GET, or a form POST for Apple). Success lands on '/?thirdPartyLogin=1', failure on
 * '/?authError=<name>' (the client opens Something Went Wrong or Account Locked from there).
 */
export function oauthRoutes(app: FastifyInstance, service: TThirdPartyAuthService): void {
  route(app, getAuthProvidersContract, {
    access: 'public',
    handler: async () => ({ data: { providers: service.listProviders() } }),
  });

  app.get<{ Params: { provider: string } }>(
    '/api/auth/oauth/:provider/start',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const attribution = ZThirdPartySignInQuery.safeParse(request.query);
      if (!attribution.success) {
        throw new AppError('ValidationError', 'The sign-in link is not valid');
      }
      const { url, state } = await service.start(request.params.provider, attribution.data);
      reply.setCookie(STATE_COOKIE, state, {
        path: '/api/auth/oauth',
        httpOnly: true,
        secure: service.isSecureCookie,
        // Apple's form_post callback is a cross-site POST: Lax would drop the cookie there.
        sameSite: service.isSecureCookie ? 'none' : 'lax',
        maxAge: STATE_COOKIE_MAX_AGE_SECONDS,
      });
      return reply.redirect(url);
    },
  );

  async function handleCallback(
    request: FastifyRequest<{ Params: { provider: string } }>,
    reply: FastifyReply,
    fields: TCallbackFields,
  ) {
    reply.clearCookie(STATE_COOKIE, { path: '/api/auth/oauth' });
    try {
      if (fields.error || !fields.code || !fields.state) {
        throw new AppError('OAuthCancelledError', 'Sign-in was cancelled');
      }
      const result = await service.complete(
        request.params.provider,
        { code: fields.code, state: fields.state, browserState: request.cookies[STATE_COOKIE] },
        { ip: request.ip, requestId: request.id, headers: toFetchHeaders(request) },
      );
      forwardSetCookies(result.setCookieHeaders, reply);
      return await reply.redirect('/?thirdPartyLogin=1');
    } catch (error) {
      const name = error instanceof AppError ? error.name : 'OAuthError';
      request.log.warn(
        { err: error, provider: request.params.provider },
        'third-party sign-in failed',
      );
      return reply.redirect(`/?authError=${encodeURIComponent(name)}`);
    }
  }

  app.get<{ Params: { provider: string }; Querystring: TCallbackFields }>(
    '/api/auth/oauth/:provider/callback',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => handleCallback(request, reply, request.query),
  );

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.post<{ Params: { provider: string }; Body: TCallbackFields }>(
      '/api/auth/oauth/:provider/callback',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => handleCallback(request, reply, request.body),
    );
  });
}
