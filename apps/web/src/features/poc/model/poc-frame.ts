import type { TFrameEvent } from '#src/lib/identity-frame-messages';

/** Payments §4: statuses that end the process step once a step was initiated. */
const FINISHING_STATUSES = new Set(['pending', 'onHold', 'completed']);

/** Whether a frame event ends the process step (the done step shows). */
export function isProcessFinished(event: TFrameEvent, isStepInitiated: boolean): boolean {
  return isStepInitiated && event.kind === 'status' && FINISHING_STATUSES.has(event.reviewStatus);
}
