import { element } from '#src/dom';

const SVG_NS = 'http://www.w3.org/2000/svg';

function button(label: string, className: string, extra: Record<string, string> = {}) {
  return element('button', { type: 'button', class: className, 'aria-label': label, ...extra }, []);
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

function checkbox(name: string, label: string) {
  return element('label', { class: 'check' }, [
    element('input', { type: 'checkbox', name }),
    element('span', { text: label }),
  ]);
}

/**
 * The frame's fixed layout: title, a bar for the game's feature displays (jackpots, multiplier),
 * reels with payline overlay, meters, controls and dialogs. `featureName` names the feature the
 * autoplay can stop on (null: the game has none).
 */
export function buildLayout(root: HTMLElement, featureName: string | null = 'free spins') {
  const reels = element('div', { class: 'reels', 'aria-label': 'Reels' });
  const paylines = document.createElementNS(SVG_NS, 'svg');
  paylines.setAttribute('class', 'paylines');
  paylines.setAttribute('preserveAspectRatio', 'none');
  paylines.setAttribute('aria-hidden', 'true');
  const banner = element('div', { class: 'banner', role: 'status' });
  const bigWin = element('div', { class: 'big-win', role: 'status' });
  const freeSpinCounter = element('div', { class: 'free-spin-counter' });
  freeSpinCounter.hidden = true;
  const message = element('div', { class: 'message', role: 'alert' });
  message.hidden = true;
  const title = element('h1', { class: 'title' });
  const featureBar = element('div', { class: 'feature-bar' });
  const ticker = element('div', { class: 'win-ticker', 'aria-live': 'polite' });
  const reelFrame = element('div', { class: 'reel-frame' }, [reels, paylines, banner, bigWin]);

  const balance = element('output', { class: 'meter-value', 'data-testid': 'frame-balance' });
  const bet = element('output', { class: 'meter-value', 'data-testid': 'frame-bet' });
  const win = element('output', { class: 'meter-value win-value', 'data-testid': 'frame-win' });
  const betDown = button('Lower bet', 'round-button bet-down');
  betDown.textContent = '−';
  const betUp = button('Raise bet', 'round-button bet-up');
  betUp.textContent = '+';
  const spin = button('Spin', 'spin-button', { 'data-testid': 'spin' });
  spin.innerHTML =
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 4a8 8 0 1 1-7.4 5H2l3.5-4L9 9H6.7A6 6 0 1 0 12 6V4z"/></svg>';
  const autoplay = button('Autoplay', 'pill-button', { 'aria-pressed': 'false' });
  autoplay.textContent = 'Autoplay';
  const turbo = button('Turbo', 'pill-button', { 'aria-pressed': 'false' });
  turbo.textContent = 'Turbo';
  const sound = button('Sound', 'pill-button', { 'aria-pressed': 'true' });
  sound.textContent = 'Sound';
  const info = button('Paytable and rules', 'pill-button');
  info.textContent = 'Info';

  const paytableBody = element('div', { class: 'dialog-body' });
  const paytableClose = element('button', {
    type: 'button',
    class: 'primary-button',
    text: 'Play',
  });
  const paytableDialog = element(
    'div',
    { class: 'dialog', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Paytable and rules' },
    [element('div', { class: 'dialog-card' }, [paytableBody, paytableClose])],
  );
  paytableDialog.hidden = true;

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
    checkbox('stopOnAnyWin', 'Stop on any win'),
    ...(featureName ? [checkbox('stopOnFeature', `Stop when ${featureName} start`)] : []),
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
  const autoplayDialog = element(
    'div',
    { class: 'dialog', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Autoplay' },
    [autoplayForm],
  );
  autoplayDialog.hidden = true;

  const meter = (label: string, value: HTMLElement) =>
    element('div', { class: 'meter' }, [
      element('span', { class: 'meter-label', text: label }),
      value,
    ]);

  root.append(
    element('main', { class: 'slot' }, [
      title,
      element('div', { class: 'cabinet' }, [featureBar, reelFrame, freeSpinCounter, ticker]),
      message,
      element('div', { class: 'controls' }, [
        meter('Balance', balance),
        element('div', { class: 'bet-group' }, [betDown, meter('Bet', bet), betUp]),
        meter('Win', win),
        spin,
        element('div', { class: 'options' }, [autoplay, turbo, sound, info]),
      ]),
    ]),
    paytableDialog,
    autoplayDialog,
  );

  return {
    reels,
    reelFrame,
    featureBar,
    ticker,
    paylines,
    banner,
    bigWin,
    freeSpinCounter,
    message,
    title,
    balance,
    bet,
    win,
    betDown,
    betUp,
    spin,
    autoplay,
    turbo,
    sound,
    info,
    paytableDialog,
    paytableBody,
    paytableClose,
    autoplayDialog,
    autoplayForm,
    autoplayCancel,
  };
}
