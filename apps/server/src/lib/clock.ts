/** Time source for services, so tests can move time without sleeping. */
export interface TClock {
  now(): Date;
}

export const systemClock: TClock = { now: () => new Date() };
