import type { TGameInfo } from '@casino/contracts';
import { element } from '#src/dom';

function percent(value: number, decimals: number): string {
  return `${(value * 100).toFixed(decimals)}%`;
}

/** "96.00%", or "95.68% to 96.00%" when the player's choices change it. */
function range(low: number, high: number, decimals: number): string {
  const [from, to] = [percent(low, decimals), percent(high, decimals)];
  return from === to ? from : `${from} to ${to}`;
}

/** The published figures every game frame shows in its rules panel, from the game info. */
export function renderFigures(figures: TGameInfo['figures']): HTMLElement[] {
  const isRange = (low: number, high: number) => percent(low, 1) !== percent(high, 1);
  const byChoice =
    isRange(figures.rtp, figures.rtpMax) || isRange(figures.hitRate, figures.hitRateMax)
      ? ', depending on your choices'
      : '';
  return [
    element('h2', { text: 'Game figures' }),
    element('dl', { class: 'figures' }, [
      element('dt', { text: 'Return to player' }),
      element('dd', {
        text: `${range(figures.rtp, figures.rtpMax, 2)} (${figures.rtpMethod === 'exact' ? 'computed exactly' : 'simulated'})`,
      }),
      element('dt', { text: 'Hit rate' }),
      element('dd', {
        text: `${range(figures.hitRate, figures.hitRateMax, 1)} of rounds pay${byChoice}`,
      }),
      element('dt', { text: 'Max win' }),
      element('dd', { text: `${figures.maxWinMultiplier.toLocaleString('en-US')}× the bet` }),
      element('dt', { text: 'Volatility' }),
      element('dd', { text: figures.volatility }),
    ]),
  ];
}
