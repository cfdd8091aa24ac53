import type { TAuditActorKind, TAuditEntry, TJsonValue } from '@casino/contracts';
import type { TDatabase, TTransaction } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import type { TAuditRepository, TAuditRow } from '#src/modules/audit/audit.repository';

/** Who acted, and the request it came with (absent for the system and for jobs). */
export interface TAuditActor {
  kind: TAuditActorKind;
  /** The operator's or player's user id; null for the system. */
  id: string | null;
  requestId?: string | null;
  ip?: string | null;
}

/** Changes made by the server itself (start-up work, jobs, tests acting as no one). */
export const SYSTEM_ACTOR: TAuditActor = { kind: 'system', id: null };

/** One change to record: '<area>.<verb>' on a target, with its state before and after. */
export interface TAuditRecord {
  actor: TAuditActor;
  action: string;
  target: { type: string; id: string };
  before: TJsonValue | null;
  after: TJsonValue | null;
}

function toEntry(row: TAuditRow): TAuditEntry {
  return {
    id: String(row.id),
    occurredAt: row.occurredAt.toISOString(),
    actorKind: row.actorKind,
    actorId: row.actorId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before as TJsonValue | null,
    after: row.after as TJsonValue | null,
    requestId: row.requestId,
    ip: row.ip,
  };
}

/**
 * The append-only audit log (decision 143). `record` takes the transaction of the change it
 * describes: a failed audit write fails the change, and a rolled-back change leaves no row.
 */
export function createAuditService(deps: {
  db: TDatabase;
  repository: TAuditRepository;
  clock: TClock;
}) {
  const { db, repository, clock } = deps;
  return {
    async record(tx: TTransaction, entry: TAuditRecord): Promise<void> {
      await repository.insert(tx, {
        occurredAt: clock.now(),
        actorKind: entry.actor.kind,
        actorId: entry.actor.id,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        before: entry.before,
        after: entry.after,
        requestId: entry.actor.requestId ?? null,
        ip: entry.actor.ip ?? null,
      });
    },

    /** Newest first; `nextCursor` is null on the last page. */
    async list(query: {
      cursor?: string | undefined;
      limit: number;
      actorId?: string | undefined;
      actorKind?: TAuditActorKind | undefined;
      action?: string | undefined;
    }): Promise<{ entries: TAuditEntry[]; nextCursor: string | null }> {
      const rows = await repository.list(db, {
        limit: query.limit + 1,
        ...(query.cursor ? { beforeId: Number(query.cursor) } : {}),
        ...(query.actorId ? { actorId: query.actorId } : {}),
        ...(query.actorKind ? { actorKind: query.actorKind } : {}),
        ...(query.action ? { action: query.action } : {}),
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        entries: page.map(toEntry),
        nextCursor: rows.length > query.limit && last ? String(last.id) : null,
      };
    },
  };
}
export type TAuditService = ReturnType<typeof createAuditService>;
