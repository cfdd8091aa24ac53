import { useEffect } from 'react';
import { useFlag } from '#src/lib/feature-flags';

const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Spec §4: after web_inactivity_reload_minutes (default 20) without interaction, the next
 * interaction reloads the page, so a tab left open overnight does not show stale data.
 */
export function useInactivityReload(): void {
  const minutes = useFlag('web_inactivity_reload_minutes');
  useEffect(() => {
    if (minutes === undefined || minutes <= 0) return;
    const limitMs = minutes * 60_000;
    let lastInteractionAt = Date.now();
    const handleInteraction = () => {
      const now = Date.now();
      if (now - lastInteractionAt >= limitMs) {
        window.location.reload();
        return;
      }
      lastInteractionAt = now;
    };
    for (const name of INTERACTION_EVENTS)
      window.addEventListener(name, handleInteraction, { passive: true, capture: true });
    return () => {
      for (const name of INTERACTION_EVENTS)
        window.removeEventListener(name, handleInteraction, { capture: true });
    };
  }, [minutes]);
}
