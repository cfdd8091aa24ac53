import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZAdminDailyMissionPlan } from '#src/rest/daily-missions/daily-mission-plan';

export const getDailyMissionPlanContract = defineContract({
  method: 'GET',
  path: '/api/admin/daily-missions/plan',
  summary: 'The current daily mission plan (admin:missions.manage)',
  response: z.object({ data: ZAdminDailyMissionPlan }),
});
