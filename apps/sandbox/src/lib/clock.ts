/** Time source, so tests can move time (payment handle expiry) without sleeping. */
export interface TClock {
  now(): Date;
}

export const systemClock: TClock = { now: () => new Date() };

/** Whole seconds left until `expiresAt`, never negative (the providers' timeToLiveSeconds). */
export function secondsUntil(clock: TClock, expiresAt: string): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - clock.now().getTime()) / 1000));
}

export function addSeconds(clock: TClock, seconds: number): string {
  return new Date(clock.now().getTime() + seconds * 1000).toISOString();
}
