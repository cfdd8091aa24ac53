import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * A server-only better-auth endpoint that opens a session for a user we have authenticated
 * ourselves (the OpenID Connect callback), so the session and its cookie are better-auth's own.
 */
export const sessionIssuerPlugin = {
  id: 'crown-session-issuer',
  endpoints: {
    issueSession: createAuthEndpoint(
      '/crown/issue-session',
      {
        method: 'POST',
        body: z.object({ userId: z.string().min(1) }),
        metadata: { SERVER_ONLY: true },
      },
      async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user) throw new APIError('NOT_FOUND', { message: 'User not found' });
        const session = await ctx.context.internalAdapter.createSession(user.id, false);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ sessionId: session.id });
      },
    ),
  },
} satisfies BetterAuthPlugin;
