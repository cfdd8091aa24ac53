import type {
  TCoin,
  TGameInfo,
  TStudioGameEvent,
  TStudioGameEventOf,
  TStudioGameEventType,
  TWin,
} from '@casino/contracts';
import { countUp, delay, element } from '#src/dom';
import type { THoldBoard, TJackpotBar } from '#src/hold-board';
import type { TMultiplierMeter } from '#src/multiplier-meter';
import type { TReels } from '#src/reels';
import type { TSound } from '#src/sound';
import { playTumble } from '#src/tumble';

export interface TStage {
  reels: TReels;
  sound: TSound;
  info: TGameInfo;
  paylines: SVGSVGElement;
  banner: HTMLElement;
  bigWin: HTMLElement;
  freeSpinCounter: HTMLElement;
  /** One line under the reels naming the wins just paid. */
  ticker: HTMLElement;
  symbolNames: Readonly<Record<string, string>>;
  /** The cascade's rising multiplier, on games that tumble. */
  multiplier: TMultiplierMeter | null;
  /** The coin grid and jackpots, on hold-and-win games. */
  hold: THoldBoard | null;
  jackpotBar: TJackpotBar;
  isTurbo: () => boolean;
  isReducedMotion: boolean;
  /** Shows a multiple of the bet as money at the round's bet. */
  showWin: (multiplierHundredths: number) => void;
  /** Adds a tumble's or a collected coin's win to the win shown (finalWin shows the total). */
  addWin: (multiplierHundredths: number) => void;
  formatMultiplier: (multiplierHundredths: number) => string;
  warn: (message: string) => void;
}

const respinsText = (left: number) => `${left} ${left === 1 ? 'respin' : 'respins'} left`;

/** A coin's face: its cash value at the round's bet, or its jackpot's name. */
function coinLabel(stage: TStage) {
  return (coin: TCoin) =>
    coin.jackpot ? coin.jackpot.toUpperCase() : stage.formatMultiplier(coin.multiplierHundredths);
}

function describeWins(event: TStudioGameEventOf<'winInfo'>, stage: TStage): string {
  const best = [...event.wins].sort(
    (left, right) => right.multiplierHundredths - left.multiplierHundredths,
  )[0];
  if (!best || best.kind !== 'ways') return '';
  const name = stage.symbolNames[best.symbol] ?? best.symbol;
  const others = event.wins.length > 1 ? ` + ${event.wins.length - 1} more` : '';
  const multiplier = event.appliedMultiplier > 1 ? ` ×${event.appliedMultiplier}` : '';
  return `${best.count} ${name} · ${best.ways ?? 1} ${best.ways === 1 ? 'way' : 'ways'}${others}${multiplier} = ${stage.formatMultiplier(event.multiplierHundredths)}`;
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
  stage.ticker.textContent = '';
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
    stage.multiplier?.reset();
    stage.hold?.clear();
    if (stage.isReducedMotion) {
      // No travelling reels: the stops appear at once.
      stage.reels.show(event.stops);
      stage.sound.reelStop();
      return;
    }
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
    stage.multiplier?.applied(event.appliedMultiplier);
    stage.ticker.textContent = describeWins(event, stage);
    if (stage.multiplier) stage.addWin(event.multiplierHundredths);
    else stage.showWin(event.multiplierHundredths);
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
    if ((stage.multiplier || stage.hold) && event.multiplierHundredths > 0) {
      stage.ticker.textContent = `Total win ${stage.formatMultiplier(event.multiplierHundredths)}`;
    }
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
  async holdAndWinStart(event, stage) {
    if (!stage.hold) return unsupported('holdAndWinStart')(event, stage);
    stage.sound.feature();
    await showBanner(stage, 'HOLD & WIN', `${event.coins.length} coins locked`, 1600);
    clearHighlights(stage);
    stage.ticker.textContent = `${event.coins.length} coins locked · ${respinsText(event.respinsLeft)}`;
    await stage.hold.start(event.coins, event.respinsLeft, coinLabel(stage));
  },
  async respin(event, stage) {
    if (!stage.hold) return unsupported('respin')(event, stage);
    if (event.newCoins.length > 0) stage.sound.coinLock();
    await stage.hold.land(event.newCoins, event.respinsLeft, coinLabel(stage));
    const landed = event.newCoins.length;
    stage.ticker.textContent = `${landed > 0 ? `+${landed} ${landed === 1 ? 'coin' : 'coins'} · ` : ''}${event.coinsHeld} held · ${respinsText(event.respinsLeft)}`;
  },
  async holdAndWinEnd(event, stage) {
    if (!stage.hold) return unsupported('holdAndWinEnd')(event, stage);
    await stage.hold.collect((multiplierHundredths) => {
      stage.sound.coinLock();
      stage.addWin(multiplierHundredths);
    });
    stage.showWin(event.multiplierHundredths);
    if (event.jackpots.length === 0) return;
    stage.sound.bigWin();
    const names = event.jackpots.map((name) => name.toUpperCase()).join(' + ');
    await Promise.all([
      stage.jackpotBar.celebrate(event.jackpots, stage.isTurbo() ? 900 : 2600),
      showBanner(stage, `${names} JACKPOT`, event.isBoardFull ? 'Every cell filled!' : '', 2600),
    ]);
  },
  async cascade(event, stage) {
    stage.sound.tumble();
    stage.paylines.replaceChildren();
    const turbo = stage.isTurbo();
    await playTumble(stage.reels, event.removed, event.board, {
      popMs: turbo ? 160 : 420,
      fallMs: turbo ? 180 : 380,
      isReducedMotion: stage.isReducedMotion,
    });
    stage.ticker.textContent = '';
    stage.multiplier?.next(event.nextWinMultiplier);
  },
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
