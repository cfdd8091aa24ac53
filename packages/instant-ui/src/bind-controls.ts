import type { TInstantLayout } from '#src/layout';

export interface TControlActions {
  /** The play button: plays, takes the open round's action, or stops autoplay. */
  pressPlay: () => void;
  /** Space or Enter: plays (or takes the open round's action). */
  play: () => void;
  changeBet: (step: number) => void;
  toggleTurbo: () => void;
  toggleSound: () => void;
  openPaytable: () => void;
  closeDialogs: () => void;
  /** The autoplay button: stops a running autoplay or opens its settings. */
  toggleAutoplay: () => void;
  startAutoplay: () => void;
  /** Escape: closes dialogs and stops autoplay. */
  escape: () => void;
}

/**
 * Wires the shell's buttons and keys. Space or Enter plays unless a control has focus and takes
 * the key itself; arrows change the bet, M mutes, T turbo, I the rules.
 */
export function bindControls(ui: TInstantLayout, actions: TControlActions) {
  ui.play.addEventListener('click', actions.pressPlay);
  ui.betDown.addEventListener('click', () => actions.changeBet(-1));
  ui.betUp.addEventListener('click', () => actions.changeBet(1));
  ui.turbo.addEventListener('click', actions.toggleTurbo);
  ui.sound.addEventListener('click', actions.toggleSound);
  ui.info.addEventListener('click', actions.openPaytable);
  ui.paytableClose.addEventListener('click', actions.closeDialogs);
  ui.autoplay.addEventListener('click', actions.toggleAutoplay);
  ui.autoplayCancel.addEventListener('click', actions.closeDialogs);
  ui.autoplayForm.addEventListener('submit', (event) => {
    event.preventDefault();
    actions.startAutoplay();
  });

  window.addEventListener('keydown', (event) => {
    const target = event.target;
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement
    ) {
      return;
    }
    const isControl = target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement;
    if (event.key === 'Escape') actions.escape();
    else if ((event.code === 'Space' || event.key === 'Enter') && !isControl) {
      event.preventDefault();
      actions.play();
    } else if (event.key === 'ArrowUp') actions.changeBet(1);
    else if (event.key === 'ArrowDown') actions.changeBet(-1);
    else if (event.key === 'm') actions.toggleSound();
    else if (event.key === 't') actions.toggleTurbo();
    else if (event.key === 'i') actions.openPaytable();
  });
}
