import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '#src/plugins/app/access-policy';
import type { TAuditActor } from '#src/modules/audit/audit.service';

/** The signed-in caller of an admin route as an audit actor, with the request's id and IP. */
export function operatorActor(request: FastifyRequest): TAuditActor {
  return {
    kind: 'operator',
    id: requirePrincipal(request).userId,
    requestId: request.id,
    ip: request.ip,
  };
}

/** A player acting on their own account, with the request's id and IP. */
export function playerActor(request: FastifyRequest, userId: string): TAuditActor & { id: string } {
  return { kind: 'player', id: userId, requestId: request.id, ip: request.ip };
}
