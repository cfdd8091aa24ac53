/**
 * The frame's keys: Space or Enter plays (unless a control has focus and takes the key itself),
 * Escape closes dialogs and stops autoplay, arrows change the bet, M mutes, T turbo, I the rules.
 */
export function bindKeyboard(actions: {
  play: () => void;
  escape: () => void;
  changeBet: (step: number) => void;
  toggleSound: () => void;
  toggleTurbo: () => void;
  openPaytable: () => void;
}) {
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
