import { z } from 'zod';
import { defineContract } from '#src/contract';
import {
  ZAdminDailyMissionPlan,
  ZDailyMissionPlan,
} from '#src/rest/daily-missions/daily-mission-plan';

/**
 * Replaces the daily mission plan from the next mission day on; audited. A mission naming a
 * game that does not exist answers 400 and changes nothing (admin:missions.manage).
 */
export const replaceDailyMissionPlanContract = defineContract({
  method: 'PUT',
  path: '/api/admin/daily-missions/plan',
  summary: 'Replaces the daily mission plan from the next mission day (admin:missions.manage)',
  body: ZDailyMissionPlan,
  response: z.object({ data: ZAdminDailyMissionPlan }),
});
