import type { TGameInfo } from '@casino/contracts';
import { element } from '@casino/slot-ui/dom';
import { renderFigures } from '@casino/slot-ui/figures';

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
    ...renderFigures(figures),
    element('a', {
      href: `verify.html?gameId=${gameId}`,
      target: '_blank',
      rel: 'noopener',
      class: 'fairness-link',
      text: 'Provably fair: check your seeds and verify your rounds',
    }),
  ]);
}
