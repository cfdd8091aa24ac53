/** Identity-check frame events that are reported as interactions (payments §7 KYC reporting). */
export const REPORTED_EVENTS = new Set([
  'idCheck.onStepInitiated',
  'idCheck.onStepCompleted',
  'idCheck.onApplicantSubmitted',
]);

export type TFrameEvent =
  | { kind: 'interaction'; type: string }
  | { kind: 'status'; reviewStatus: string; reviewAnswer: 'GREEN' | 'RED' | null }
  | { kind: 'other' };

/**
 * Reads one message of the identity-check frame: only from the provider's origin and with its
 * envelope `{ source: 'sandbox.identity', type: 'idCheck.<name>', payload }`; anything else is
 * null (ignored).
 */
export function readFrameMessage(
  event: { origin: string; data: unknown },
  providerOrigin: string,
): TFrameEvent | null {
  if (event.origin !== providerOrigin) return null;
  const data = event.data;
  if (!data || typeof data !== 'object') return null;
  const { source, type, payload } = data as Record<string, unknown>;
  if (source !== 'sandbox.identity' || typeof type !== 'string') return null;
  if (REPORTED_EVENTS.has(type)) return { kind: 'interaction', type };
  if (type === 'idCheck.onApplicantStatusChanged' && payload && typeof payload === 'object') {
    const { reviewStatus, reviewResult } = payload as Record<string, unknown>;
    const answer =
      reviewResult && typeof reviewResult === 'object'
        ? (reviewResult as Record<string, unknown>).reviewAnswer
        : undefined;
    return {
      kind: 'status',
      reviewStatus: typeof reviewStatus === 'string' ? reviewStatus : '',
      reviewAnswer: answer === 'GREEN' || answer === 'RED' ? answer : null,
    };
  }
  return { kind: 'other' };
}
