import type { TAnalyticsEvent } from '@casino/contracts';
import type { TClock } from '#src/lib/clock';
import type { TAnalyticsRepository } from '#src/modules/analytics/analytics.repository';

/** A client clock this far off is not trusted: the event is stamped with the arrival time. */
export const CLIENT_CLOCK_SKEW_MAX_MS = 24 * 60 * 60 * 1000;

export function createAnalyticsService(deps: { repository: TAnalyticsRepository; clock: TClock }) {
  const { repository, clock } = deps;
  return {
    /** Stores a batch for the caller (null for guests). Raises nothing: input is pre-validated. */
    async record(userId: string | null, events: TAnalyticsEvent[]): Promise<number> {
      const now = clock.now().getTime();
      const stamped = events.map((event) => {
        const occurredAtMs = Date.parse(event.occurredAt);
        return Math.abs(occurredAtMs - now) > CLIENT_CLOCK_SKEW_MAX_MS
          ? { ...event, occurredAt: new Date(now).toISOString() }
          : event;
      });
      return repository.insertEvents(userId, stamped);
    },

    countEvents: (filter: { name: string; userId?: string | null }) =>
      repository.countEvents(filter),
  };
}
export type TAnalyticsService = ReturnType<typeof createAnalyticsService>;
