import type { TGameInfo } from '@casino/contracts';
import { element } from '@casino/slot-ui/dom';

function percent(value: number, decimals = 2): string {
  return `${(value * 100).toFixed(decimals)}%`;
}

/**
 * The rules and paytable panel, shown before the first bet and on the info button: the game's
 * own tables (drawn from the game info by the game), then the rules and published figures.
 */
export function renderRulesPanel(
  info: TGameInfo,
  gameSection: HTMLElement,
  gameId: number,
): HTMLElement {
  const figures = info.figures;
  return element('div', { class: 'paytable' }, [
    element('h2', { text: 'Paytable' }),
    gameSection,
    element('h2', { text: 'Rules' }),
    element(
      'ul',
      { class: 'rules' },
      info.rules.map((rule) => element('li', { text: rule })),
    ),
    element('h2', { text: 'Game figures' }),
    element('dl', { class: 'figures' }, [
      element('dt', { text: 'Return to player' }),
      element('dd', {
        text: `${percent(figures.rtp)} (${figures.rtpMethod === 'exact' ? 'computed exactly' : 'simulated'})`,
      }),
      element('dt', { text: 'Hit rate' }),
      element('dd', { text: `${percent(figures.hitRate, 1)} of rounds pay` }),
      element('dt', { text: 'Max win' }),
      element('dd', { text: `${figures.maxWinMultiplier.toLocaleString('en-US')}× the bet` }),
      element('dt', { text: 'Volatility' }),
      element('dd', { text: figures.volatility }),
    ]),
    element('a', {
      href: `verify.html?gameId=${gameId}`,
      target: '_blank',
      rel: 'noopener',
      class: 'fairness-link',
      text: 'Provably fair: check your seeds and verify your rounds',
    }),
  ]);
}
