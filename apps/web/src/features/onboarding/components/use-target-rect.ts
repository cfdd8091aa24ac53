import { useEffect, useState } from 'react';

/** Engagement §9: onboarding waits for what it points at by polling every 500 ms. */
export const TARGET_POLL_MS = 500;

export interface TTargetRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export function findTarget(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-onboarding-target="${name}"]`);
}

function sameRect(a: TTargetRect | null, b: TTargetRect | null): boolean {
  return (
    a === b ||
    (a !== null &&
      b !== null &&
      a.top === b.top &&
      a.left === b.left &&
      a.width === b.width &&
      a.height === b.height)
  );
}

/**
 * Where the element marked `data-onboarding-target={name}` sits in the viewport, followed every
 * frame (the side menu slides in, the page scrolls); null until it exists. A missing element is
 * looked for every 500 ms; once found it is scrolled into view.
 */
export function useTargetRect(name: string): TTargetRect | null {
  const [rect, setRect] = useState<TTargetRect | null>(null);
  useEffect(() => {
    let target: HTMLElement | null = null;
    let frame = 0;
    const follow = () => {
      if (!target?.isConnected) {
        target = null;
        setRect(null);
        return;
      }
      const box = target.getBoundingClientRect();
      const next = { top: box.top, left: box.left, width: box.width, height: box.height };
      setRect((current) => (sameRect(current, next) ? current : next));
      frame = window.requestAnimationFrame(follow);
    };
    const look = () => {
      if (target) return;
      target = findTarget(name);
      if (!target) return;
      target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      frame = window.requestAnimationFrame(follow);
    };
    look();
    const poll = window.setInterval(look, TARGET_POLL_MS);
    return () => {
      window.clearInterval(poll);
      window.cancelAnimationFrame(frame);
    };
  }, [name]);
  return rect;
}
