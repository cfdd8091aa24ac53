import { useEffect, useRef, useState } from 'react';
import { useFlag } from '#src/lib/feature-flags';

/** Spec §9: balance animates over 1500 ms, or 100 ms when balance_animation_enabled is off. */
export const BALANCE_ANIMATION_MS = 1500;
export const BALANCE_ANIMATION_OFF_MS = 100;

/** Integer interpolation between two minor-unit amounts, eased out; never a float amount. */
export function interpolateMinor(from: number, to: number, progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  const eased = 1 - (1 - clamped) ** 3;
  return Math.round(from + (to - from) * eased);
}

/**
 * The shown amount moves from the old value to the new one over the spec's duration. Until the
 * wallet is known (`isKnown` false) there is no old value: the first real amount shows at once.
 */
export function useAnimatedAmount(targetMinor: number, isKnown = true): number {
  const isAnimationEnabled = useFlag('balance_animation_enabled') !== false;
  const durationMs = isAnimationEnabled ? BALANCE_ANIMATION_MS : BALANCE_ANIMATION_OFF_MS;
  const [shown, setShown] = useState(targetMinor);
  const shownRef = useRef(targetMinor);

  const wasKnownRef = useRef(isKnown);

  useEffect(() => {
    const from = shownRef.current;
    const isFirstKnown = isKnown && !wasKnownRef.current;
    wasKnownRef.current = isKnown;
    if (from === targetMinor) return;
    if (!isKnown || isFirstKnown) {
      shownRef.current = targetMinor;
      setShown(targetMinor);
      return;
    }
    const startedAt = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = (now - startedAt) / durationMs;
      const next = interpolateMinor(from, targetMinor, progress);
      shownRef.current = next;
      setShown(next);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [targetMinor, durationMs, isKnown]);

  return shown;
}
