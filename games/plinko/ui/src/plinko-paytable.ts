import type { TGameInfo } from '@casino/contracts';
import { formatMultiplier } from '@casino/instant-ui';
import { element } from '@casino/slot-ui/dom';
import type { TPlinkoRisk } from '#src/plinko-themes';

export const PLINKO_RISK_OPTIONS: readonly { value: TPlinkoRisk; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
];

/** The bucket multipliers of one board, left to right, from the game info's paytable. */
export function plinkoTable(info: TGameInfo, risk: TPlinkoRisk, rows: number): number[] {
  const row = info.paytable.find((entry) => entry.symbol === `${risk}:${rows}`);
  return [...(row?.pays ?? [])]
    .sort((left, right) => left.count - right.count)
    .map((pay) => pay.multiplierHundredths);
}

/** The board rows the game info has tables for. */
export function plinkoRowOptions(info: TGameInfo): number[] {
  const rows = info.paytable.map((entry) => Number(entry.symbol.split(':')[1]));
  return [...new Set(rows)].filter(Number.isInteger).sort((left, right) => left - right);
}

/** A bucket's share of the 2^rows equally likely paths: C(rows, bucket) / 2^rows. */
export function pathShare(rows: number, bucket: number): number {
  let paths = 1;
  for (let index = 1; index <= bucket; index += 1) paths = (paths * (rows - index + 1)) / index;
  return paths / 2 ** rows;
}

/** A board's return: each bucket's multiplier weighted by its share of the 2^rows paths. */
export function boardRtp(multipliers: readonly number[]): number {
  const rows = multipliers.length - 1;
  return (
    multipliers.reduce((sum, multiplier, bucket) => sum + pathShare(rows, bucket) * multiplier, 0) /
    100
  );
}

const percent = (value: number, digits: number) => `${(value * 100).toFixed(digits)}%`;

function chance(share: number): string {
  return share >= 0.001
    ? percent(share, 2)
    : `1 in ${Math.round(1 / share).toLocaleString('en-US')}`;
}

/**
 * The paytable part of the rules panel: the chosen board bucket by bucket (multiplier, chance,
 * pay at the bet), then every board's return to player, all from the game info's tables.
 */
export function renderPlinkoPaytable(config: {
  info: TGameInfo;
  risk: TPlinkoRisk;
  rows: number;
  formatWin: (multiplierHundredths: number) => string;
}): HTMLElement {
  const { info, risk, rows, formatWin } = config;
  const table = plinkoTable(info, risk, rows);
  const bucketRows = table.map((multiplier, bucket) =>
    element('tr', {}, [
      element('td', { text: String(bucket + 1) }),
      element('td', { text: formatMultiplier(multiplier) }),
      element('td', { text: chance(pathShare(rows, bucket)) }),
      element('td', { text: formatWin(multiplier) }),
    ]),
  );
  const rowOptions = plinkoRowOptions(info);
  // A line per row count and a column per risk: three columns fit a phone's width.
  const rtpRows = rowOptions.map((rowCount) =>
    element('tr', {}, [
      element('th', { text: String(rowCount) }),
      ...PLINKO_RISK_OPTIONS.map((option) =>
        element('td', {
          class: option.value === risk && rowCount === rows ? 'is-current' : '',
          text: percent(boardRtp(plinkoTable(info, option.value, rowCount)), 2),
        }),
      ),
    ]),
  );
  const riskLabel = PLINKO_RISK_OPTIONS.find((option) => option.value === risk)?.label ?? risk;
  return element('div', { class: 'paytable-game' }, [
    element('p', {
      class: 'pay-note',
      text: `Your board: ${rows} rows, ${riskLabel} risk. Buckets from the left; pays at your bet.`,
    }),
    element('div', { class: 'table-scroll' }, [
      element('table', { class: 'pay-table', 'data-testid': 'plinko-paytable' }, [
        element('thead', {}, [
          element(
            'tr',
            {},
            ['Bucket', 'Multiplier', 'Chance', 'Pays'].map((text) => element('th', { text })),
          ),
        ]),
        element('tbody', {}, bucketRows),
      ]),
    ]),
    element('p', { class: 'pay-note', text: 'RTP of every board (rows by risk):' }),
    element('div', { class: 'table-scroll' }, [
      element('table', { class: 'pay-table' }, [
        element('thead', {}, [
          element('tr', {}, [
            element('th', { text: 'Rows' }),
            ...PLINKO_RISK_OPTIONS.map((option) => element('th', { text: option.label })),
          ]),
        ]),
        element('tbody', {}, rtpRows),
      ]),
    ]),
  ]);
}
