const SECOND_MS = 1000;
const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;

const pad = (value: number) => String(value).padStart(2, '0');

/** Engagement §5 timer format: HH:MM:SS, or 'Nd:HHh' at 24 hours or more. */
export function formatTimer(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  if (totalSeconds >= DAY_S) {
    return `${Math.floor(totalSeconds / DAY_S)}d:${pad(Math.floor((totalSeconds % DAY_S) / HOUR_S))}h`;
  }
  const hours = Math.floor(totalSeconds / HOUR_S);
  const minutes = Math.floor((totalSeconds % HOUR_S) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}
