import type { TAutoplaySettings } from '@casino/slot-ui/autoplay';
import { element } from '@casino/slot-ui/dom';
import { ICONS } from '#src/icons';

function iconButton(label: string, icon: string, className: string, testId: string) {
  const button = element('button', {
    type: 'button',
    class: className,
    'aria-label': label,
    title: label,
    'data-testid': testId,
  });
  button.innerHTML = icon;
  return button;
}

function toggleButton(label: string, icon: string, testId: string) {
  const button = iconButton(label, icon, 'chip-button', testId);
  button.setAttribute('aria-pressed', 'false');
  button.append(element('span', { text: label }));
  return button;
}

function select(name: string, label: string, options: [string, string][]) {
  return element('label', { class: 'field' }, [
    element('span', { text: label }),
    element(
      'select',
      { name },
      options.map(([value, text]) => element('option', { value, text })),
    ),
  ]);
}

function dialog(label: string, card: HTMLElement) {
  const node = element(
    'div',
    { class: 'dialog', role: 'dialog', 'aria-modal': 'true', 'aria-label': label },
    [card],
  );
  node.hidden = true;
  return node;
}

/**
 * The instant-game shell: a top bar (title, coin, balance, sound, info), the game's stage with
 * the win overlay, and a control panel (bet, the game's own choices, play, autoplay, turbo).
 * Landscape screens put the panel beside the stage, phones below it.
 */
export function buildInstantLayout(root: HTMLElement, playLabel: string) {
  const title = element('h1', { class: 'title' });
  const coinChip = element('span', { class: 'coin-chip', 'data-testid': 'frame-coin' });
  const balance = element('output', { class: 'balance-value', 'data-testid': 'frame-balance' });
  const sound = iconButton('Sound', ICONS.soundOn, 'icon-button', 'sound');
  sound.setAttribute('aria-pressed', 'true');
  const info = iconButton('Rules and paytable', ICONS.info, 'icon-button', 'info');

  const stage = element('section', { class: 'stage', 'aria-label': 'Game board' });
  const winOverlay = element('div', {
    class: 'win-overlay',
    role: 'status',
    'aria-live': 'polite',
  });
  const message = element('div', { class: 'message', role: 'alert' });
  message.hidden = true;

  const betDown = iconButton('Lower bet', ICONS.minus, 'step-button', 'bet-down');
  const betUp = iconButton('Raise bet', ICONS.plus, 'step-button', 'bet-up');
  const bet = element('output', { class: 'bet-value', 'data-testid': 'frame-bet' });
  const win = element('output', { class: 'win-value', 'data-testid': 'frame-win' });
  const history = element('ol', { class: 'history', 'aria-label': 'Recent results' });
  const choices = element('div', { class: 'choices' });
  const play = element('button', { type: 'button', class: 'play-button', 'data-testid': 'play' });
  const playText = element('span', { class: 'play-text', text: playLabel });
  play.append(playText);
  const autoplay = toggleButton('Autoplay', ICONS.autoplay, 'autoplay');
  const turbo = toggleButton('Turbo', ICONS.turbo, 'turbo');

  const paytableBody = element('div', { class: 'dialog-body' });
  const paytableClose = element('button', {
    type: 'button',
    class: 'primary-button',
    text: 'Play',
  });
  const paytableDialog = dialog(
    'Rules and paytable',
    element('div', { class: 'dialog-card' }, [paytableBody, paytableClose]),
  );

  const autoplayCancel = element('button', {
    type: 'button',
    class: 'ghost-button',
    text: 'Cancel',
  });
  const autoplayForm = element('form', { class: 'dialog-card autoplay-form' }, [
    element('h2', { text: 'Autoplay' }),
    select('rounds', 'Rounds', [
      ['10', '10'],
      ['25', '25'],
      ['50', '50'],
      ['100', '100'],
    ]),
    element('label', { class: 'check' }, [
      element('input', { type: 'checkbox', name: 'stopOnAnyWin' }),
      element('span', { text: 'Stop on any win' }),
    ]),
    select('singleWin', 'Stop if one win is at least', [
      ['0', 'Off'],
      ['10', '10× bet'],
      ['50', '50× bet'],
      ['100', '100× bet'],
    ]),
    select('lossLimit', 'Stop if balance falls by', [
      ['0', 'Off'],
      ['10', '10 bets'],
      ['25', '25 bets'],
      ['50', '50 bets'],
    ]),
    element('div', { class: 'dialog-actions' }, [
      autoplayCancel,
      element('button', { type: 'submit', class: 'primary-button', text: 'Start' }),
    ]),
  ]);
  const autoplayDialog = dialog('Autoplay', autoplayForm);

  const labelled = (label: string, value: HTMLElement, className: string) =>
    element('div', { class: className }, [element('span', { class: 'label', text: label }), value]);

  root.append(
    element('main', { class: 'instant' }, [
      element('header', { class: 'top-bar' }, [
        title,
        element('div', { class: 'wallet' }, [coinChip, labelled('Balance', balance, 'balance')]),
        element('div', { class: 'top-actions' }, [sound, info]),
      ]),
      element('div', { class: 'stage-wrap' }, [
        stage,
        labelled('Win', win, 'win'),
        history,
        winOverlay,
        message,
      ]),
      element('section', { class: 'panel', 'aria-label': 'Game controls' }, [
        element('div', { class: 'bet-row' }, [betDown, labelled('Bet', bet, 'bet'), betUp]),
        choices,
        element('div', { class: 'play-row' }, [autoplay, play, turbo]),
      ]),
    ]),
    paytableDialog,
    autoplayDialog,
  );

  return {
    title,
    coinChip,
    balance,
    sound,
    info,
    stage,
    winOverlay,
    message,
    betDown,
    betUp,
    bet,
    win,
    history,
    choices,
    play,
    playText,
    autoplay,
    turbo,
    paytableBody,
    paytableClose,
    paytableDialog,
    autoplayForm,
    autoplayCancel,
    autoplayDialog,
  };
}
export type TInstantLayout = ReturnType<typeof buildInstantLayout>;

/** The autoplay form's choices; instant games have no feature to stop on. */
export function readAutoplaySettings(form: HTMLFormElement): TAutoplaySettings {
  const data = new FormData(form);
  return {
    rounds: Number(data.get('rounds') ?? 10),
    stopOnAnyWin: data.get('stopOnAnyWin') === 'on',
    stopOnFeature: false,
    singleWinAtLeastBets: Number(data.get('singleWin') ?? 0),
    lossLimitBets: Number(data.get('lossLimit') ?? 0),
  };
}
