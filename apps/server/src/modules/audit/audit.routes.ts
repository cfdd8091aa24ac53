import { listAuditLogContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TAuditService } from '#src/modules/audit/audit.service';

export function auditRoutes(app: FastifyInstance, service: TAuditService): void {
  route(app, listAuditLogContract, {
    access: 'admin:audit.read',
    handler: async ({ query }) => ({ data: await service.list(query) }),
  });
}
