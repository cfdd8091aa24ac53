/**
 * Analytics events (spec §7: log_in, sign_up, games_impression, game_search, lobby_page,
 * app_close, lobby_switch, …) are queued and posted in batches every 5000 ms, and flushed with
 * sendBeacon when the page hides so the last batch is not lost.
 */
export const ANALYTICS_BATCH_MS = 5000;
export const ANALYTICS_ENDPOINT = '/api/analytics/events';

export interface TAnalyticsEvent {
  name: string;
  properties: Record<string, string | number | boolean | null>;
  occurredAt: string;
}

let queue: TAnalyticsEvent[] = [];
let timer: number | null = null;

function flush(useBeacon = false): void {
  if (timer !== null) {
    window.clearTimeout(timer);
    timer = null;
  }
  if (queue.length === 0) return;
  const body = JSON.stringify({ events: queue });
  queue = [];
  if (useBeacon && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(ANALYTICS_ENDPOINT, new Blob([body], { type: 'application/json' }));
    return;
  }
  fetch(ANALYTICS_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch((error: unknown) => console.warn('analytics batch not sent', error));
}

export function trackEvent(name: string, properties: TAnalyticsEvent['properties'] = {}): void {
  queue.push({ name, properties, occurredAt: new Date().toISOString() });
  timer ??= window.setTimeout(() => flush(), ANALYTICS_BATCH_MS);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
}
