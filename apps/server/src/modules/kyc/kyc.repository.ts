import type { TKycEventStatus, TKycReviewAnswer, TKycStatus, TKycTrigger } from '@casino/contracts';
import { and, eq, lte, ne, or, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { outboxInsert } from '#src/db/outbox';
import { kycApplicants, kycReports, kycWebhookEvents, playerProfiles } from '#src/db/schema/index';
import type { TIdentityNotification } from '#src/modules/kyc/identity-check';

export type TKycApplicantRow = typeof kycApplicants.$inferSelect;

async function pushChange(
  db: TExecutor,
  eventKey: string,
  event: { userId: string; kycStatus: TKycEventStatus; reviewAnswer: TKycReviewAnswer | null },
): Promise<void> {
  await db.execute(
    outboxInsert('kyc.changed', sql`${eventKey}`, sql`${JSON.stringify(event)}::jsonb`),
  );
}

/**
 * The player's kycStatus (player_profiles) and their applicant (kyc_applicants). Every status
 * change is one conditional UPDATE, so it happens once however many requests race for it.
 */
export function createKycRepository(db: TExecutor) {
  return {
    async findState(
      userId: string,
    ): Promise<{ kycStatus: TKycStatus; applicant: TKycApplicantRow | null } | null> {
      const [row] = await db
        .select({ kycStatus: playerProfiles.kycStatus, applicant: kycApplicants })
        .from(playerProfiles)
        .leftJoin(kycApplicants, eq(kycApplicants.userId, playerProfiles.userId))
        .where(eq(playerProfiles.userId, userId));
      return row ?? null;
    },

    async findByApplicantId(applicantId: string): Promise<TKycApplicantRow | null> {
      const [row] = await db
        .select()
        .from(kycApplicants)
        .where(eq(kycApplicants.applicantId, applicantId));
      return row ?? null;
    },

    /**
     * notStarted → requested, with the applicant row and the kyc.requested outbox row in the same
     * statement's transaction. Answers whether this call made the change.
     */
    async request(input: {
      userId: string;
      trigger: TKycTrigger;
      levelName: string;
      now: Date;
    }): Promise<boolean> {
      const changed = await db
        .update(playerProfiles)
        .set({ kycStatus: 'requested', updatedAt: input.now })
        .where(
          and(eq(playerProfiles.userId, input.userId), eq(playerProfiles.kycStatus, 'notStarted')),
        )
        .returning({ userId: playerProfiles.userId });
      if (changed.length === 0) return false;
      await db
        .insert(kycApplicants)
        .values({
          userId: input.userId,
          levelName: input.levelName,
          trigger: input.trigger,
          requestedAt: input.now,
          updatedAt: input.now,
        })
        .onConflictDoUpdate({
          target: kycApplicants.userId,
          set: { trigger: input.trigger, requestedAt: input.now, updatedAt: input.now },
        });
      const event = { userId: input.userId, trigger: input.trigger };
      await db.execute(
        outboxInsert('kyc.requested', sql`${input.userId}`, sql`${JSON.stringify(event)}::jsonb`),
      );
      return true;
    },

    /** Records the provider's applicant for the player (the first token makes it). */
    async setApplicantId(userId: string, applicantId: string, now: Date): Promise<void> {
      await db
        .update(kycApplicants)
        .set({ applicantId, updatedAt: now })
        .where(eq(kycApplicants.userId, userId));
    },

    /** Answers whether this notification id is new (a redelivery answers false). */
    async recordEvent(notification: TIdentityNotification): Promise<boolean> {
      const inserted = await db
        .insert(kycWebhookEvents)
        .values({
          eventId: notification.eventId,
          eventType: notification.eventType,
          applicantId: notification.applicantId,
        })
        .onConflictDoNothing()
        .returning({ eventId: kycWebhookEvents.eventId });
      return inserted.length > 0;
    },

    /**
     * Applies a review change to the applicant unless a newer attempt is already recorded, or it
     * would undo a finished review of the same attempt. A GREEN review then moves the profile to
     * completed (once). Each applied change adds a kyc.changed outbox row.
     */
    async applyReview(
      userId: string,
      notification: TIdentityNotification,
      now: Date,
    ): Promise<'applied' | 'stale'> {
      const isFinished = notification.reviewStatus === 'completed';
      const updated = await db
        .update(kycApplicants)
        .set({
          reviewStatus: isFinished ? 'completed' : notification.reviewStatus,
          reviewAnswer: isFinished ? notification.reviewAnswer : null,
          rejectType: isFinished ? notification.rejectType : null,
          attemptCount: notification.attemptCount,
          completedAt: isFinished ? now : null,
          updatedAt: now,
        })
        .where(
          and(
            eq(kycApplicants.userId, userId),
            lte(kycApplicants.attemptCount, notification.attemptCount),
            or(ne(kycApplicants.reviewAnswer, 'GREEN'), sql`${kycApplicants.reviewAnswer} IS NULL`),
            isFinished
              ? sql`true`
              : or(
                  ne(kycApplicants.reviewStatus, 'completed'),
                  sql`${kycApplicants.attemptCount} < ${notification.attemptCount}`,
                ),
          ),
        )
        .returning({ userId: kycApplicants.userId });
      if (updated.length === 0) return 'stale';

      if (isFinished && notification.reviewAnswer === 'GREEN') {
        const completed = await db
          .update(playerProfiles)
          .set({ kycStatus: 'completed', updatedAt: now })
          .where(and(eq(playerProfiles.userId, userId), ne(playerProfiles.kycStatus, 'completed')))
          .returning({ userId: playerProfiles.userId });
        if (completed.length === 0) return 'stale';
        await pushChange(db, notification.eventId, {
          userId,
          kycStatus: 'COMPLETED',
          reviewAnswer: 'GREEN',
        });
        return 'applied';
      }
      await pushChange(db, notification.eventId, {
        userId,
        kycStatus: isFinished ? 'REQUESTED' : 'PENDING',
        reviewAnswer: isFinished ? notification.reviewAnswer : null,
      });
      return 'applied';
    },

    async addReport(userId: string, kind: 'impression' | 'interaction', trigger: string | null) {
      await db.insert(kycReports).values({ userId, kind, trigger });
    },
  };
}
export type TKycRepository = ReturnType<typeof createKycRepository>;
