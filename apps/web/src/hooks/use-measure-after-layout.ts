import { useEffect, type RefObject } from 'react';

/**
 * Calls `measure` once the browser has laid the element out, again whenever its box changes
 * and after each change of `contentKey`. A ResizeObserver reports after layout, so reading
 * sizes there forces no extra layout (an effect reading scrollWidth right after a commit of a
 * thousand elements did, inside the commit's task). Without ResizeObserver: at once and on
 * window resizes.
 */
export function useMeasureAfterLayout(
  ref: RefObject<Element | null>,
  measure: () => void,
  contentKey: number,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(() => measure());
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, measure, contentKey]);
}
