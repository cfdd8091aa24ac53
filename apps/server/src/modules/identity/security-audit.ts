import type { TJsonValue } from '@casino/contracts';
import type { TUnitOfWork } from '#src/lib/unit-of-work';
import type { TAuditService } from '#src/modules/audit/audit.service';
import type { TIdentityRepository } from '#src/modules/identity/identity.repository';

/**
 * Audits a player's security event whose write better-auth made on its own connection (a new
 * session, a new password): the row goes in the next transaction, and a caller that cannot
 * keep the change without its row undoes it (decision 143).
 */
export function createSecurityAudit(deps: {
  inTransaction: TUnitOfWork<TIdentityRepository>;
  audit: Pick<TAuditService, 'record'>;
}) {
  return {
    async recordPlayerEvent(
      userId: string,
      action: 'player.signed_in' | 'player.password_reset',
      context: { ip?: string | undefined; requestId?: string | undefined } | null,
      after: TJsonValue | null = null,
    ): Promise<void> {
      await deps.inTransaction((_usersInTx, tx) =>
        deps.audit.record(tx, {
          actor: {
            kind: 'player',
            id: userId,
            requestId: context?.requestId ?? null,
            ip: context?.ip ?? null,
          },
          action,
          target: { type: 'player', id: userId },
          before: null,
          after,
        }),
      );
    },
  };
}
export type TSecurityAudit = ReturnType<typeof createSecurityAudit>;
