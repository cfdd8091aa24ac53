import { requestSelfExclusionContract, setAccountStateContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { requirePrincipal } from '#src/plugins/app/access-policy';
import { operatorActor, playerActor } from '#src/modules/audit/audit-actor';
import type { TIdentityService } from '#src/modules/identity/identity.service';

/** The player's own self-exclusion and the operator's account-state control. */
export function accountRoutes(
  app: FastifyInstance,
  services: { identity: TIdentityService },
): void {
  const { identity } = services;

  route(app, requestSelfExclusionContract, {
    access: 'player',
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      const until = await identity.requestSelfExclusion(body, playerActor(request, userId));
      return {
        data: {
          accountState: 'selfExcluded' as const,
          selfExcludedUntil: until?.toISOString() ?? null,
        },
      };
    },
  });

  route(app, setAccountStateContract, {
    access: 'admin:players.manage',
    handler: async ({ params, body }, request) => {
      const until = body.selfExcludedUntil ? new Date(body.selfExcludedUntil) : null;
      await identity.setAccountState(params.userId, body.accountState, until, {
        actor: operatorActor(request),
        reason: body.reason,
      });
      return {
        data: {
          userId: params.userId,
          accountState: body.accountState,
          selfExcludedUntil:
            body.accountState === 'selfExcluded' ? (until?.toISOString() ?? null) : null,
        },
      };
    },
  });
}
