import { afterEach, describe, expect, it } from 'vitest';
import { CLOSE_RANK, closeTopMost, registerCloser } from '#src/lib/close-priority';
import { useDialogs } from '#src/stores/dialogs';
import { usePortal } from '#src/stores/portal';

afterEach(() => {
  useDialogs.getState().closeAllDialogs();
  usePortal.getState().closePortal(true);
});

describe('closeTopMost', () => {
  it('closes the portal before dialogs, dialogs before the full-page dialog', () => {
    useDialogs.getState().openFullPageDialog('account');
    useDialogs.getState().openDialog('login');
    usePortal.getState().openPortal('hello');

    expect(closeTopMost(false)).toBe(true);
    expect(usePortal.getState().content).toBeNull();
    expect(useDialogs.getState().dialogs).toHaveLength(1);

    closeTopMost(false);
    expect(useDialogs.getState().dialogs).toHaveLength(0);
    expect(useDialogs.getState().fullPageDialog).toBe('account');

    closeTopMost(false);
    expect(useDialogs.getState().fullPageDialog).toBeNull();
    expect(closeTopMost(false)).toBe(false);
  });

  it('leaves a persistent portal to Escape but the shortcut closes it', () => {
    usePortal.getState().openPortal('locked', { isPersistent: true });
    closeTopMost(false);
    expect(usePortal.getState().content).toBe('locked');
    closeTopMost(true);
    expect(usePortal.getState().content).toBeNull();
  });

  it('puts a registered minigame ahead of the portal', () => {
    let isPuzzleOpen = true;
    const unregister = registerCloser({
      rank: CLOSE_RANK.puzzleGame,
      isOpen: () => isPuzzleOpen,
      close: () => {
        isPuzzleOpen = false;
      },
    });
    usePortal.getState().openPortal('hello');
    closeTopMost(false);
    expect(isPuzzleOpen).toBe(false);
    expect(usePortal.getState().content).toBe('hello');
    unregister();
  });

  it('honours a beforeClose veto unless forced', () => {
    usePortal.getState().openPortal('confirm', { beforeClose: () => false });
    closeTopMost(false);
    expect(usePortal.getState().content).toBe('confirm');
  });
});
