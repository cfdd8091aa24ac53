import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within one viewport height of the screen, and from then on.
 * Without IntersectionObserver (old browsers, tests) everything counts as near.
 */
export function useIsNearViewport(ref: RefObject<Element | null>): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}
