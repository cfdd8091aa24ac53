import { useEffect, useRef } from 'react';
import { trackEvent } from '#src/lib/analytics';

/** Spec §4/§9: seen at 85% visible vertically and 75% horizontally; sent at most every 2000 ms. */
export const IMPRESSION_VERTICAL_RATIO = 0.85;
export const IMPRESSION_HORIZONTAL_RATIO = 0.75;
export const IMPRESSION_THROTTLE_MS = 2000;

export interface TImpression {
  slotId: number;
  category: string;
  verticalLocation: number;
  horizontalLocation: number;
}

export function isSeen(
  entry: Pick<
    IntersectionObserverEntry,
    'boundingClientRect' | 'intersectionRect' | 'isIntersecting'
  >,
): boolean {
  const { boundingClientRect: box, intersectionRect: visible } = entry;
  if (!entry.isIntersecting || box.width === 0 || box.height === 0) return false;
  return (
    visible.height / box.height >= IMPRESSION_VERTICAL_RATIO &&
    visible.width / box.width >= IMPRESSION_HORIZONTAL_RATIO
  );
}

const impressionsByElement = new WeakMap<Element, TImpression>();
const reported = new Set<string>();
let pending: TImpression[] = [];
let lastSentAt = 0;
let timer: number | null = null;
let observer: IntersectionObserver | null = null;

function send(): void {
  timer = null;
  lastSentAt = Date.now();
  for (const impression of pending) {
    trackEvent('games_impression', {
      slot_id: impression.slotId,
      category: impression.category,
      vertical_location: impression.verticalLocation,
      horizontal_location: impression.horizontalLocation,
    });
  }
  pending = [];
}

function schedule(): void {
  if (timer !== null) return;
  const waitMs = Math.max(0, lastSentAt + IMPRESSION_THROTTLE_MS - Date.now());
  timer = window.setTimeout(send, waitMs);
}

function getObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const impression = impressionsByElement.get(entry.target);
        if (!impression || !isSeen(entry)) continue;
        const key = `${impression.category}:${impression.slotId}`;
        if (reported.has(key)) continue;
        reported.add(key);
        pending.push(impression);
        schedule();
      }
    },
    { threshold: [0, 0.25, 0.5, 0.75, 0.85, 1] },
  );
  return observer;
}

/** Reports a game tile once per page view when it has been seen (games_impression). */
export function useImpression<T extends Element>(impression: TImpression) {
  const ref = useRef<T>(null);
  const { slotId, category, verticalLocation, horizontalLocation } = impression;
  useEffect(() => {
    const element = ref.current;
    const shared = getObserver();
    if (!element || !shared) return;
    impressionsByElement.set(element, { slotId, category, verticalLocation, horizontalLocation });
    shared.observe(element);
    return () => shared.unobserve(element);
  }, [slotId, category, verticalLocation, horizontalLocation]);
  return ref;
}
