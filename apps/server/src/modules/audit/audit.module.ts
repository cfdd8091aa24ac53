import { defineModule } from '#src/lib/module';
import { createAuditRepository } from '#src/modules/audit/audit.repository';
import { auditRoutes } from '#src/modules/audit/audit.routes';
import { createAuditService, type TAuditService } from '#src/modules/audit/audit.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    audit: TAuditService;
  }
}

/**
 * The append-only audit log (decision 143). Listed before every module whose operator or
 * security-relevant actions it records; they call `audit.record(tx, entry)` in their own
 * transaction.
 */
export const auditModule = defineModule({
  name: 'audit',
  needs: [],
  async register(app, { db, clock }) {
    const audit = createAuditService({ db, repository: createAuditRepository(), clock });
    auditRoutes(app, audit);
    return { audit };
  },
});
