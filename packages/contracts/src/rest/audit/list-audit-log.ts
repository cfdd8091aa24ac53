import { z } from 'zod';
import { ZJsonValue } from '#src/common/json';
import { ZLimit } from '#src/common/paging';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

export const AUDIT_ACTOR_KINDS = ['operator', 'player', 'system'] as const;
export type TAuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** One audit row: who did what to which target, when, and the target before and after. */
export const ZAuditEntry = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  actorId: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: ZJsonValue.nullable(),
  after: ZJsonValue.nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** Newest first; `cursor` is the previous page's `nextCursor`. */
export const ZListAuditLogQuery = z.object({
  cursor: zText()
    .regex(/^[1-9][0-9]{0,15}$/)
    .optional(),
  limit: ZLimit(50, 200),
  actorId: zText().min(1).max(128).optional(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS).optional(),
  action: zText().min(1).max(80).optional(),
});
export type TListAuditLogQuery = z.input<typeof ZListAuditLogQuery>;

export const ZListAuditLogResponse = z.object({
  data: z.object({ entries: z.array(ZAuditEntry), nextCursor: z.string().nullable() }),
});
export type TListAuditLogResponse = z.infer<typeof ZListAuditLogResponse>;

export const listAuditLogContract = defineContract({
  method: 'GET',
  path: '/api/admin/audit-log',
  summary: 'The append-only audit log, newest first, by cursor (admin:audit.read)',
  query: ZListAuditLogQuery,
  response: ZListAuditLogResponse,
});
