import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZAdminEventTrigger } from '#src/rest/event-triggers/event-trigger';

export const listEventTriggersContract = defineContract({
  method: 'GET',
  path: '/api/admin/event-triggers',
  summary: 'Every event trigger with its benefit (admin:events.manage)',
  response: z.object({ data: z.object({ eventTriggers: z.array(ZAdminEventTrigger) }) }),
});
