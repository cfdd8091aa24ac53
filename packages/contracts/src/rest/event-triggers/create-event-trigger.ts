import { z } from 'zod';
import { defineContract } from '#src/contract';
import {
  ZAdminEventTrigger,
  ZEventTriggerDefinition,
} from '#src/rest/event-triggers/event-trigger';

/**
 * Adds a trigger; audited. 400 for an invalid definition, an offer's priced package that is not
 * the store's package at that price, or a benefit key in use (admin:events.manage).
 */
export const createEventTriggerContract = defineContract({
  method: 'POST',
  path: '/api/admin/event-triggers',
  summary: 'Adds an event trigger (admin:events.manage)',
  body: ZEventTriggerDefinition,
  response: z.object({ data: ZAdminEventTrigger }),
});
