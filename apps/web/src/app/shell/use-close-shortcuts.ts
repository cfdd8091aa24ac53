import { useEffect } from 'react';
import { closeTopMost } from '#src/lib/close-priority';
import { useFlag } from '#src/lib/feature-flags';

/**
 * Escape closes the top-most open item that is not persistent. With
 * web_allow_close_popups_shortcut on, Ctrl+S closes the top-most item of any kind; the physical
 * key is matched (code KeyS) so every keyboard layout works (SPEC-NOTES).
 */
export function useCloseShortcuts(): void {
  const isShortcutAllowed = useFlag('web_allow_close_popups_shortcut');
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (closeTopMost(false)) event.preventDefault();
        return;
      }
      if (isShortcutAllowed && event.ctrlKey && event.code === 'KeyS') {
        event.preventDefault();
        closeTopMost(true);
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isShortcutAllowed]);
}
