import type { TGameInfo, TJackpotName } from '@casino/contracts';
import type { TCoinType } from '@casino/money';
import { element } from '#src/dom';
import { amountForMultiplier, formatCoins } from '#src/format';
import type { TSymbolArt } from '#src/reels';
import { renderFigures } from '#src/figures';

/** The frame's keys (see the keydown handler in slot-frame.ts); every button is also a tap target. */
const KEYBOARD_HELP = [
  'Space spins; Escape closes a panel and stops autoplay.',
  'Arrow up and arrow down change the bet.',
  'T turns turbo on or off, M the sound, and I opens this panel.',
];

/** The paytable and rules panel, shown before the first bet and on the info button. */
export function renderPaytable(
  info: TGameInfo,
  art: TSymbolArt,
  names: Readonly<Record<string, string>>,
  betMinor: number,
  coin: TCoinType,
  jackpots: ReadonlyMap<TJackpotName, number> = new Map(),
): HTMLElement {
  const rows = info.paytable.map((row) =>
    element('div', { class: 'pay-row' }, [
      element('div', { class: 'pay-symbol', 'aria-hidden': 'true' }, []),
      element('div', { class: 'pay-name', text: names[row.symbol] ?? row.symbol }),
      element(
        'ul',
        { class: 'pay-list' },
        [...row.pays]
          .sort((left, right) => right.count - left.count)
          .map((pay) =>
            element('li', {}, [
              element('span', { class: 'pay-count', text: `${pay.count}×` }),
              element('span', {
                class: 'pay-amount',
                text: formatCoins(amountForMultiplier(betMinor, pay.multiplierHundredths), coin),
              }),
            ]),
          ),
      ),
    ]),
  );
  info.paytable.forEach((row, index) => {
    const holder = rows[index]!.querySelector('.pay-symbol');
    if (holder)
      holder.innerHTML = art[row.symbol] ?? art[row.symbol.replace('anyBar', 'bar1')] ?? '';
  });
  const figures = info.figures;
  const jackpotSection =
    jackpots.size === 0
      ? []
      : [
          element('h2', { text: 'Jackpots' }),
          element(
            'ul',
            { class: 'pay-jackpots' },
            [...jackpots].map(([name, multiplierHundredths]) =>
              element('li', { class: `jackpot jackpot-${name}` }, [
                element('span', { class: 'jackpot-name', text: name.toUpperCase() }),
                element('span', {
                  class: 'jackpot-value',
                  text: formatCoins(amountForMultiplier(betMinor, multiplierHundredths), coin),
                }),
              ]),
            ),
          ),
        ];
  return element('div', { class: 'paytable' }, [
    element('h2', { text: 'Paytable' }),
    element('p', {
      class: 'pay-note',
      text: `Pays${info.paylines.length === 0 ? ' per way' : ''} at your bet of ${formatCoins(betMinor, coin)}`,
    }),
    element('div', { class: 'pay-grid' }, rows),
    ...jackpotSection,
    element('h2', { text: 'Rules' }),
    element(
      'ul',
      { class: 'rules' },
      info.rules.map((rule) => element('li', { text: rule })),
    ),
    element('h2', { text: 'Controls' }),
    element(
      'ul',
      { class: 'rules' },
      KEYBOARD_HELP.map((line) => element('li', { text: line })),
    ),
    ...renderFigures(figures),
  ]);
}
