import type { TExecutor } from '#src/db/client';
import type { TJobs } from '#src/db/jobs';
import type { TEventTriggerRow } from '#src/modules/event-triggers/event-triggers.repository';

/** Job name (decision 190): tells online players an AFTER_LOGIN trigger's window opened. */
export const ANNOUNCE_START_JOB = 'event-triggers.announce-start';

export interface TAnnounceStartJob {
  eventTriggerId: number;
  /** The window's start the job was scheduled for; a trigger moved since announces nothing. */
  startsAt: string;
}

type TStartFields = Pick<
  TEventTriggerRow,
  'id' | 'triggerKey' | 'isActive' | 'startsAt' | 'endsAt'
>;

/**
 * Whether a trigger reaches players already in their session now (decision 213): an active
 * AFTER_LOGIN trigger inside its window. A promo code's trigger waits for its code.
 */
export function isLiveAfterLogin(trigger: TStartFields, at: Date): boolean {
  return (
    trigger.triggerKey === 'AFTER_LOGIN' &&
    trigger.isActive &&
    trigger.startsAt <= at &&
    at < trigger.endsAt
  );
}

/** An active AFTER_LOGIN trigger whose window opens after `at`: its start is announced then. */
function startsLater(trigger: TStartFields, at: Date): boolean {
  return trigger.triggerKey === 'AFTER_LOGIN' && trigger.isActive && trigger.startsAt > at;
}

/** One job per trigger and start time, so a moved window never meets its old job's key. */
function jobKey(trigger: TStartFields): string {
  return `${trigger.id}:${trigger.startsAt.toISOString()}`;
}

/**
 * Keeps the announcement job in step with an operator's change, in the change's transaction:
 * the job of the window as it was is dropped, and one is scheduled at the new start when the
 * trigger starts later. A job already running when the window moved finds the trigger changed
 * and announces nothing (`shouldAnnounce`).
 */
export async function rescheduleStart(
  jobs: Pick<TJobs, 'schedule' | 'cancel'>,
  executor: TExecutor,
  change: { before: TStartFields | null; after: TStartFields; at: Date },
): Promise<void> {
  if (change.before && startsLater(change.before, change.at)) {
    await jobs.cancel(executor, ANNOUNCE_START_JOB, jobKey(change.before));
  }
  await scheduleStart(jobs, executor, change.after, change.at);
}

/** Schedules the trigger's announcement when it starts later; a repeat keeps the stored job. */
export async function scheduleStart(
  jobs: Pick<TJobs, 'schedule'>,
  executor: TExecutor,
  trigger: TStartFields,
  at: Date,
): Promise<void> {
  if (!startsLater(trigger, at)) return;
  const payload: TAnnounceStartJob = {
    eventTriggerId: trigger.id,
    startsAt: trigger.startsAt.toISOString(),
  };
  await jobs.schedule(executor, {
    name: ANNOUNCE_START_JOB,
    key: jobKey(trigger),
    runAt: trigger.startsAt,
    payload: { ...payload },
  });
}

/** Whether the job's trigger still opens at the job's start time and runs now. */
export function shouldAnnounce(
  trigger: TStartFields | null,
  job: TAnnounceStartJob,
  at: Date,
): boolean {
  return (
    trigger !== null &&
    trigger.startsAt.toISOString() === job.startsAt &&
    isLiveAfterLogin(trigger, at)
  );
}
