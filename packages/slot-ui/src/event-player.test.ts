// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import type { TCoin, TGameInfo, TStudioGameEvent } from '@casino/contracts';
import { playEvents, type TStage } from '#src/event-player';
import { createHoldBoard, createJackpotBar } from '#src/hold-board';
import { createMultiplierMeter } from '#src/multiplier-meter';
import { createReels } from '#src/reels';
import { createSound } from '#src/sound';

const SYMBOLS = ['ace', 'king', 'queen', 'jack', 'ten', 'coin'];
const STRIPS = Array.from({ length: 5 }, () => [...SYMBOLS]);
const ART = Object.fromEntries(
  SYMBOLS.map((symbol) => [symbol, `<svg data-art="${symbol}"></svg>`]),
);

const INFO: TGameInfo = {
  engineKey: 'test',
  title: 'Test',
  rows: 3,
  strips: STRIPS,
  paylines: [],
  paytable: [],
  rules: [],
  betLevelsMinor: { GC: [100], SC: [20] },
  figures: {
    rtp: 0.96,
    rtpMax: 0.96,
    rtpMethod: 'exact',
    hitRate: 0.3,
    hitRateMax: 0.3,
    maxWinMultiplier: 100,
    volatility: 'high',
  },
};

/** A stage on a bare document: turbo and reduced motion, so every event plays in a moment. */
function createStage(mechanic: 'cascade' | 'holdAndWin') {
  document.body.replaceChildren();
  const frame = document.createElement('div');
  const reelsHost = document.createElement('div');
  frame.append(reelsHost);
  document.body.append(frame);
  const win = { hundredths: 0, text: '' };
  const show = (hundredths: number) => {
    win.hundredths = hundredths;
    win.text = `${hundredths / 100}x`;
  };
  const timing = { isTurbo: () => true, isReducedMotion: true };
  const stage: TStage = {
    reels: createReels(reelsHost, STRIPS, 3, ART),
    sound: createSound(),
    info: INFO,
    paylines: document.createElementNS('http://www.w3.org/2000/svg', 'svg'),
    banner: document.createElement('div'),
    bigWin: document.createElement('div'),
    freeSpinCounter: document.createElement('div'),
    ticker: document.createElement('div'),
    symbolNames: {},
    multiplier: mechanic === 'cascade' ? createMultiplierMeter([1, 2, 3, 5]) : null,
    hold:
      mechanic === 'holdAndWin'
        ? createHoldBoard(frame, { reels: 5, rows: 3 }, ART.coin!, timing)
        : null,
    jackpotBar: createJackpotBar(),
    ...timing,
    showWin: show,
    addWin: (hundredths) => show(win.hundredths + hundredths),
    formatMultiplier: (hundredths) => `${hundredths / 100}x`,
    warn: (message) => {
      throw new Error(message);
    },
  };
  return { stage, win, frame };
}

const shownBoard = (stage: TStage) =>
  STRIPS.map((_, reel) => [0, 1, 2].map((row) => stage.reels.cellAt(reel, row)?.dataset.symbol));

beforeAll(() => {
  localStorage.setItem('slot-sound', 'off');
});

describe('playing cascade events', () => {
  it('shows each tumble’s board, lights the multiplier the events name and adds the tumble wins', async () => {
    const { stage, win } = createStage('cascade');
    const tumbled = [
      ['ten', 'king', 'queen'],
      ['ten', 'king', 'queen'],
      ['ten', 'king', 'queen'],
      ['ace', 'king', 'queen'],
      ['ace', 'king', 'queen'],
    ];
    const events: TStudioGameEvent[] = [
      {
        type: 'reveal',
        mode: 'base',
        board: STRIPS.map(() => ['ace', 'king', 'queen']),
        stops: [0, 0, 0, 0, 0],
      },
      {
        type: 'winInfo',
        appliedMultiplier: 1,
        multiplierHundredths: 50,
        wins: [
          {
            kind: 'ways',
            symbol: 'ace',
            count: 5,
            ways: 1,
            multiplierHundredths: 50,
            positions: STRIPS.map((_, reel) => [reel, 0]),
          },
        ],
      },
      {
        type: 'cascade',
        cascadeIndex: 1,
        removed: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        board: tumbled,
        nextWinMultiplier: 2,
      },
      {
        type: 'winInfo',
        appliedMultiplier: 2,
        multiplierHundredths: 40,
        wins: [
          {
            kind: 'ways',
            symbol: 'king',
            count: 5,
            ways: 1,
            multiplierHundredths: 40,
            positions: STRIPS.map((_, reel) => [reel, 1]),
          },
        ],
      },
    ];
    await playEvents(events, stage);
    expect(shownBoard(stage)).toEqual(tumbled);
    expect(document.querySelectorAll('.cell.is-winning')).toHaveLength(5);
    expect(stage.multiplier?.meter.querySelector('.multiplier-current')?.textContent).toBe('×2');
    expect(win.hundredths).toBe(90);

    await playEvents(
      [{ type: 'finalWin', multiplierHundredths: 90, winLevel: 'win', isCapped: false }],
      stage,
    );
    expect(stage.ticker.textContent).toBe('Total win 0.9x');
  });
});

describe('playing hold-and-win events', () => {
  const coin = (
    reel: number,
    row: number,
    multiplierHundredths: number,
    jackpot: TCoin['jackpot'] = null,
  ): TCoin => ({
    position: [reel, row],
    multiplierHundredths,
    jackpot,
  });

  it('locks the coins the events name, counts the respins and collects the win', async () => {
    const { stage, win, frame } = createStage('holdAndWin');
    const start = [
      coin(0, 0, 100),
      coin(1, 1, 50),
      coin(2, 2, 2000, 'mini'),
      coin(3, 0, 100),
      coin(4, 1, 200),
      coin(4, 2, 50),
    ];
    await playEvents(
      [
        {
          type: 'reveal',
          mode: 'base',
          board: STRIPS.map(() => ['coin', 'coin', 'coin']),
          stops: [5, 5, 5, 5, 5],
        },
        { type: 'holdAndWinStart', coins: start, respinsLeft: 3 },
        { type: 'awaitAction', actions: ['respin'] },
      ],
      stage,
    );
    const held = () =>
      [...frame.querySelectorAll('.hold-cell.is-held')].map((cell) => cell.textContent);
    expect(held()).toEqual(['1x', '0.5x', 'MINI', '1x', '2x', '0.5x']);
    expect(stage.hold?.counter.querySelectorAll('i.is-lit')).toHaveLength(3);
    expect(stage.ticker.textContent).toBe('6 coins locked · 3 respins left');

    await playEvents(
      [{ type: 'respin', newCoins: [coin(0, 2, 300)], respinsLeft: 3, coinsHeld: 7 }],
      stage,
    );
    expect(stage.ticker.textContent).toBe('+1 coin · 7 held · 3 respins left');
    await playEvents([{ type: 'respin', newCoins: [], respinsLeft: 2, coinsHeld: 7 }], stage);
    expect(held()).toHaveLength(7);
    expect(stage.hold?.counter.querySelectorAll('i.is-lit')).toHaveLength(2);

    await playEvents(
      [
        { type: 'respin', newCoins: [], respinsLeft: 0, coinsHeld: 7 },
        {
          type: 'holdAndWinEnd',
          coinsHeld: 7,
          isBoardFull: false,
          jackpots: ['mini'],
          multiplierHundredths: 2800,
        },
        { type: 'finalWin', multiplierHundredths: 2800, winLevel: 'big', isCapped: false },
      ],
      stage,
    );
    expect(win.hundredths).toBe(2800);
    expect(frame.querySelectorAll('.hold-cell.is-collected')).toHaveLength(7);
    // The board plays on real timers (about 3 s quiet); a busy shared machine stretched it past 20 s.
  }, 60_000);
});
