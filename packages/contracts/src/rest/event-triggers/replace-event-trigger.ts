import { z } from 'zod';
import { ZNumericId } from '#src/common/ids';
import { defineContract } from '#src/contract';
import {
  ZAdminEventTrigger,
  ZEventTriggerDefinition,
} from '#src/rest/event-triggers/event-trigger';

/**
 * Replaces a trigger's definition; audited with before and after. Events already started keep
 * their trigger id and show the new benefit (admin:events.manage).
 */
export const replaceEventTriggerContract = defineContract({
  method: 'PUT',
  path: '/api/admin/event-triggers/:id',
  summary: 'Replaces an event trigger (admin:events.manage)',
  params: z.object({ id: ZNumericId }),
  body: ZEventTriggerDefinition,
  response: z.object({ data: ZAdminEventTrigger }),
});
