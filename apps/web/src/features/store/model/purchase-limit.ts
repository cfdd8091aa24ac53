import type { TPurchaseLimit } from '@casino/contracts';

/**
 * The helper that detects an exceeded purchase limit (spec §8): the first window (daily, weekly,
 * monthly) a purchase at `priceMinor` would take past its limit, or null when it fits them all.
 */
export function findExceededLimit(
  priceMinor: number,
  limits: readonly TPurchaseLimit[],
): TPurchaseLimit | null {
  return limits.find((limit) => limit.used + priceMinor > limit.amount) ?? null;
}
