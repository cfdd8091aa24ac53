import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

/** Events per batch: the web client flushes every 5000 ms, so a batch stays small. */
export const ANALYTICS_BATCH_MAX = 100;
export const ANALYTICS_PROPERTIES_MAX = 20;

/** Spec §7 event names (log_in, sign_up, games_impression, …): snake_case words. */
export const ZAnalyticsEventName = zText()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/, 'must be snake_case');

const ZPropertyValue = z.union([zText().max(500), z.number().finite(), z.boolean(), z.null()]);

export const ZAnalyticsEvent = z.object({
  name: ZAnalyticsEventName,
  properties: z
    .record(zText().min(1).max(64), ZPropertyValue)
    .refine((value) => Object.keys(value).length <= ANALYTICS_PROPERTIES_MAX, {
      message: `at most ${ANALYTICS_PROPERTIES_MAX} properties`,
    }),
  /** When it happened on the client (ISO 8601); the server also stores when it arrived. */
  occurredAt: z.iso.datetime({ offset: true }),
});
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEvent>;

export const ZPostAnalyticsEventsBody = z.object({
  events: z.array(ZAnalyticsEvent).min(1).max(ANALYTICS_BATCH_MAX),
});
export type TPostAnalyticsEventsBody = z.input<typeof ZPostAnalyticsEventsBody>;

export const ZPostAnalyticsEventsResponse = z.object({
  data: z.object({ accepted: z.number().int().nonnegative() }),
});
export type TPostAnalyticsEventsResponse = z.infer<typeof ZPostAnalyticsEventsResponse>;

export const postAnalyticsEventsContract = defineContract({
  method: 'POST',
  path: '/api/analytics/events',
  summary: 'Store a batch of client analytics events (public; tied to the player when signed in)',
  body: ZPostAnalyticsEventsBody,
  response: ZPostAnalyticsEventsResponse,
});
