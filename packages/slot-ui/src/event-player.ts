import type {
  TGameInfo,
  TStudioGameEvent,
  TStudioGameEventOf,
  TStudioGameEventType,
  TWin,
} from '@casino/contracts';
import { countUp, delay, element } from '#src/dom';
import type { TReels } from '#src/reels';
import type { TSound } from '#src/sound';

export interface TStage {
  reels: TReels;
  sound: TSound;
  info: TGameInfo;
  paylines: SVGSVGElement;
  banner: HTMLElement;
  bigWin: HTMLElement;
  freeSpinCounter: HTMLElement;
  isTurbo: () => boolean;
  /** Shows a multiple of the bet as money at the round's bet. */
  showWin: (multiplierHundredths: number) => void;
  formatMultiplier: (multiplierHundredths: number) => string;
  warn: (message: string) => void;
}

type THandlerMap = {
  [K in TStudioGameEventType]: (event: TStudioGameEventOf<K>, stage: TStage) => Promise<void>;
};

const SVG_NS = 'http://www.w3.org/2000/svg';

function clearHighlights(stage: TStage) {
  document
    .querySelectorAll('.cell.is-winning')
    .forEach((cell) => cell.classList.remove('is-winning'));
  stage.paylines.replaceChildren();
}

function drawWin(win: TWin, stage: TStage) {
  for (const [reel, row] of win.positions)
    stage.reels.cellAt(reel, row)?.classList.add('is-winning');
  if (win.lineIndex === undefined) return;
  const line = stage.info.paylines[win.lineIndex];
  if (!line) return;
  const polyline = document.createElementNS(SVG_NS, 'polyline');
  polyline.setAttribute(
    'points',
    line.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' '),
  );
  polyline.setAttribute('class', `payline payline-${win.lineIndex % 5}`);
  stage.paylines.append(polyline);
}

async function showBanner(stage: TStage, title: string, subtitle: string, holdMs: number) {
  stage.banner.replaceChildren(
    element('strong', { text: title }),
    element('span', { text: subtitle }),
  );
  stage.banner.classList.add('is-shown');
  await delay(stage.isTurbo() ? holdMs / 3 : holdMs);
  stage.banner.classList.remove('is-shown');
}

function unsupported(type: string) {
  return async (_event: unknown, stage: TStage) => {
    stage.warn(`This game does not play '${type}' events`);
  };
}

/**
 * Every event type the round server can answer has exactly one handler here (a total map: a
 * new event type fails the type check until it is handled). The UI only plays events back.
 */
const HANDLERS: THandlerMap = {
  async reveal(event, stage) {
    clearHighlights(stage);
    const turbo = stage.isTurbo();
    await stage.reels.stopAt(
      event.stops,
      turbo ? 60 : 220,
      turbo ? 280 : 520,
      stage.sound.reelStop,
    );
  },
  async winInfo(event, stage) {
    stage.sound.win();
    for (const win of event.wins) drawWin(win, stage);
    stage.showWin(event.multiplierHundredths);
    await delay(stage.isTurbo() ? 250 : 900);
  },
  async freeSpinTrigger(event, stage) {
    stage.sound.feature();
    await showBanner(
      stage,
      `${event.spinsAwarded} FREE SPINS`,
      `All wins ×${event.winMultiplier}`,
      2200,
    );
    stage.freeSpinCounter.hidden = false;
  },
  async freeSpinRetrigger(event, stage) {
    stage.sound.feature();
    await showBanner(
      stage,
      `+${event.spinsAwarded} FREE SPINS`,
      `${event.spinsTotal} in total`,
      1600,
    );
  },
  async updateFreeSpin(event, stage) {
    clearHighlights(stage);
    stage.freeSpinCounter.hidden = false;
    stage.freeSpinCounter.textContent = `Free spin ${event.spinIndex} of ${event.spinsTotal}`;
  },
  async freeSpinEnd(event, stage) {
    stage.freeSpinCounter.hidden = true;
    await showBanner(
      stage,
      'FREE SPINS WIN',
      stage.formatMultiplier(event.multiplierHundredths),
      2200,
    );
  },
  async setTotalWin(event, stage) {
    stage.showWin(event.multiplierHundredths);
  },
  async awaitAction() {
    // The frame continues the round itself (free spins need no choice); see slot-frame.ts.
  },
  async finalWin(event, stage) {
    stage.showWin(event.multiplierHundredths);
    if (event.winLevel !== 'big' && event.winLevel !== 'mega' && event.winLevel !== 'epic') return;
    stage.sound.bigWin();
    const title = { big: 'BIG WIN', mega: 'MEGA WIN', epic: 'EPIC WIN' }[event.winLevel];
    const amount = element('span', { class: 'big-win-amount' });
    stage.bigWin.replaceChildren(element('strong', { text: title }), amount);
    stage.bigWin.classList.add('is-shown');
    await countUp(stage.isTurbo() ? 700 : 2400, (fraction) => {
      amount.textContent = stage.formatMultiplier(
        Math.floor(event.multiplierHundredths * fraction),
      );
    });
    await delay(stage.isTurbo() ? 300 : 1200);
    stage.bigWin.classList.remove('is-shown');
  },
  pick: unsupported('pick'),
  ballDrop: unsupported('ballDrop'),
  wheelSpin: unsupported('wheelSpin'),
  minesStart: unsupported('minesStart'),
  cellRevealed: unsupported('cellRevealed'),
  cashOut: unsupported('cashOut'),
  minefieldRevealed: unsupported('minefieldRevealed'),
  scratchTicket: unsupported('scratchTicket'),
  holdAndWinStart: unsupported('holdAndWinStart'),
  respin: unsupported('respin'),
  holdAndWinEnd: unsupported('holdAndWinEnd'),
  cascade: unsupported('cascade'),
};

/** Plays a step's events in order, each to its end. */
export async function playEvents(
  events: readonly TStudioGameEvent[],
  stage: TStage,
): Promise<void> {
  for (const event of events) {
    const handler = HANDLERS[event.type] as (
      event: TStudioGameEvent,
      stage: TStage,
    ) => Promise<void>;
    await handler(event, stage);
  }
}

export { clearHighlights };
