import { and, count, eq } from 'drizzle-orm';
import type { TAnalyticsEvent } from '@casino/contracts';
import type { TExecutor } from '#src/db/client';
import { analyticsEvents } from '#src/db/schema/analytics';

export function createAnalyticsRepository(db: TExecutor) {
  return {
    async insertEvents(userId: string | null, events: TAnalyticsEvent[]): Promise<number> {
      if (events.length === 0) return 0;
      await db.insert(analyticsEvents).values(
        events.map((event) => ({
          userId,
          name: event.name,
          properties: event.properties,
          occurredAt: new Date(event.occurredAt),
        })),
      );
      return events.length;
    },

    async countEvents(filter: { name: string; userId?: string | null }): Promise<number> {
      const conditions = [eq(analyticsEvents.name, filter.name)];
      if (filter.userId) conditions.push(eq(analyticsEvents.userId, filter.userId));
      const [row] = await db
        .select({ value: count() })
        .from(analyticsEvents)
        .where(and(...conditions));
      return row?.value ?? 0;
    },
  };
}
export type TAnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
