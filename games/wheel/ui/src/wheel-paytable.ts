import type { TGameInfo } from '@casino/contracts';
import { formatMultiplier } from '@casino/instant-ui';
import { element } from '@casino/slot-ui/dom';
import type { TWheelRisk } from '#src/wheel-themes';

export const WHEEL_RISK_OPTIONS: readonly { value: TWheelRisk; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
];

/** A wheel's multipliers in order around the rim, from the game info's paytable. */
export function wheelLayout(info: TGameInfo, risk: TWheelRisk, segments: number): number[] {
  const row = info.paytable.find((entry) => entry.symbol === `${risk}:${segments}`);
  return [...(row?.pays ?? [])]
    .sort((left, right) => left.count - right.count)
    .map((pay) => pay.multiplierHundredths);
}

/** The segment counts the game info has wheels for. */
export function wheelSegmentOptions(info: TGameInfo): number[] {
  const counts = info.paytable.map((entry) => Number(entry.symbol.split(':')[1]));
  return [...new Set(counts)].filter(Number.isInteger).sort((left, right) => left - right);
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** Every segment is equally likely: a wheel returns the mean of its multipliers. */
export function wheelRtp(layout: readonly number[]): number {
  return layout.reduce((sum, multiplier) => sum + multiplier, 0) / layout.length / 100;
}

/**
 * The paytable part of the rules panel: the chosen wheel prize by prize (segments, chance, pay
 * at the bet), then every wheel's return to player, all from the game info's tables.
 */
export function renderWheelPaytable(config: {
  info: TGameInfo;
  risk: TWheelRisk;
  segments: number;
  formatWin: (multiplierHundredths: number) => string;
}): HTMLElement {
  const { info, risk, segments, formatWin } = config;
  const layout = wheelLayout(info, risk, segments);
  const prizes = [...new Set(layout)].sort((left, right) => right - left);
  const prizeRows = prizes.map((multiplier) => {
    const count = layout.filter((value) => value === multiplier).length;
    return element('tr', {}, [
      element('td', { text: formatMultiplier(multiplier) }),
      element('td', { text: String(count) }),
      element('td', { text: percent(count / layout.length) }),
      element('td', { text: formatWin(multiplier) }),
    ]);
  });
  const counts = wheelSegmentOptions(info);
  // A line per segment count and a column per risk: three columns fit a phone's width.
  const rtpRows = counts.map((count) =>
    element('tr', {}, [
      element('th', { text: String(count) }),
      ...WHEEL_RISK_OPTIONS.map((option) =>
        element('td', {
          class: option.value === risk && count === segments ? 'is-current' : '',
          text: percent(wheelRtp(wheelLayout(info, option.value, count))),
        }),
      ),
    ]),
  );
  const riskLabel = WHEEL_RISK_OPTIONS.find((option) => option.value === risk)?.label ?? risk;
  return element('div', { class: 'paytable-game' }, [
    element('p', {
      class: 'pay-note',
      text: `Your wheel: ${segments} segments, ${riskLabel} risk. Pays at your bet.`,
    }),
    element('div', { class: 'table-scroll' }, [
      element('table', { class: 'pay-table', 'data-testid': 'wheel-paytable' }, [
        element('thead', {}, [
          element(
            'tr',
            {},
            ['Multiplier', 'Segments', 'Chance', 'Pays'].map((text) => element('th', { text })),
          ),
        ]),
        element('tbody', {}, prizeRows),
      ]),
    ]),
    element('p', {
      class: 'pay-note',
      text: 'RTP of every wheel (segments by risk):',
    }),
    element('div', { class: 'table-scroll' }, [
      element('table', { class: 'pay-table' }, [
        element('thead', {}, [
          element('tr', {}, [
            element('th', { text: 'Segments' }),
            ...WHEEL_RISK_OPTIONS.map((option) => element('th', { text: option.label })),
          ]),
        ]),
        element('tbody', {}, rtpRows),
      ]),
    ]),
  ]);
}
