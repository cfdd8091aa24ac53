import type { TGameInfo, TStudioGameEvent } from '@casino/contracts';
import { CLASSIC_ENGINE_KEY, classicGame, classicGameInfo } from '@casino/game-classic-3reel';
import { asStudioMath, type TStudioGameMath, type TStudioVariant } from '@casino/game-engine';
import {
  HOLD_AND_WIN_VARIANTS,
  HOLD_ENGINE_KEY,
  holdAndWinGameInfo,
  holdAndWinMath,
} from '@casino/game-hold-and-win';
import { MINES_ENGINE_KEY, MINES_VARIANTS, minesGameInfo, minesMath } from '@casino/game-mines';
import {
  PLINKO_ENGINE_KEY,
  PLINKO_VARIANTS,
  plinkoGameInfo,
  plinkoMath,
} from '@casino/game-plinko';
import {
  SCRATCH_ENGINE_KEY,
  SCRATCH_VARIANTS,
  scratchGameInfo,
  scratchMath,
} from '@casino/game-scratch';
import { VIDEO_ENGINE_KEY, videoGame, videoGameInfo } from '@casino/game-video-5x3';
import {
  CASCADE_ENGINE_KEY,
  CASCADE_VARIANTS,
  cascadeGameInfo,
  cascadeMath,
} from '@casino/game-ways-243-cascade';
import { WHEEL_ENGINE_KEY, WHEEL_VARIANTS, wheelGameInfo, wheelMath } from '@casino/game-wheel';

/**
 * A themed title on an engine: its art, and the round params the title fixes (its paytable or
 * prize table), which the server sets whatever the frame sends.
 */
export interface TRgsVariant {
  name: string;
  artKey: string;
  fixedParams: Readonly<Record<string, string>>;
  /** Shows only this title's rows of the engine's paytable ("<table>:<symbol>"); null = all. */
  paytableKey: string | null;
}

/** A playable engine: its math, what its frame shows, its titles, and what counts as its top prize. */
export interface TRgsGame {
  math: TStudioGameMath<unknown, unknown>;
  info: () => TGameInfo;
  /** By variant key; empty for engines whose titles all play one table. */
  variants: ReadonlyMap<string, TRgsVariant>;
  isTopPrize: (events: readonly TStudioGameEvent[]) => boolean;
}

const hasWin = (events: readonly TStudioGameEvent[], symbol: string, count: number) =>
  events.some(
    (event) =>
      event.type === 'winInfo' &&
      event.wins.some((win) => win.symbol === symbol && win.count >= count),
  );

function memo<T>(compute: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= compute());
}

function variantsOf<T extends TStudioVariant>(
  variants: readonly T[],
  tableOf: (variant: T) => { param: string; key: string } | null,
): ReadonlyMap<string, TRgsVariant> {
  return new Map(
    variants.map((variant) => {
      const table = tableOf(variant);
      return [
        variant.key,
        {
          name: variant.name,
          artKey: variant.artKey,
          fixedParams: table ? { [table.param]: table.key } : {},
          paytableKey: table?.key ?? null,
        },
      ];
    }),
  );
}

const NO_VARIANTS: ReadonlyMap<string, TRgsVariant> = new Map();

/**
 * The engines the round server plays, by the catalogue's engineKey. A catalogue game whose
 * engine is not listed here launches with 'Game URL not found'.
 */
export const RGS_GAMES: Readonly<Record<string, TRgsGame>> = {
  [CLASSIC_ENGINE_KEY]: {
    math: asStudioMath(classicGame),
    info: memo(classicGameInfo),
    variants: NO_VARIANTS,
    isTopPrize: (events) => hasWin(events, 'crown', 3),
  },
  [VIDEO_ENGINE_KEY]: {
    math: asStudioMath(videoGame),
    info: memo(videoGameInfo),
    variants: NO_VARIANTS,
    isTopPrize: (events) => hasWin(events, 'crown', 5),
  },
  [CASCADE_ENGINE_KEY]: {
    math: cascadeMath,
    info: memo(cascadeGameInfo),
    variants: variantsOf(CASCADE_VARIANTS, (v) => ({ param: 'paytable', key: v.paytable })),
    isTopPrize: () => false,
  },
  [HOLD_ENGINE_KEY]: {
    math: holdAndWinMath,
    info: memo(holdAndWinGameInfo),
    variants: variantsOf(HOLD_AND_WIN_VARIANTS, (v) => ({ param: 'paytable', key: v.paytable })),
    isTopPrize: (events) =>
      events.some((event) => event.type === 'holdAndWinEnd' && event.jackpots.includes('grand')),
  },
  [PLINKO_ENGINE_KEY]: {
    math: plinkoMath,
    info: memo(plinkoGameInfo),
    variants: variantsOf(PLINKO_VARIANTS, () => null),
    isTopPrize: () => false,
  },
  [MINES_ENGINE_KEY]: {
    math: minesMath,
    info: memo(minesGameInfo),
    variants: variantsOf(MINES_VARIANTS, () => null),
    isTopPrize: () => false,
  },
  [WHEEL_ENGINE_KEY]: {
    math: wheelMath,
    info: memo(wheelGameInfo),
    variants: variantsOf(WHEEL_VARIANTS, () => null),
    isTopPrize: () => false,
  },
  [SCRATCH_ENGINE_KEY]: {
    math: scratchMath,
    info: memo(scratchGameInfo),
    variants: variantsOf(SCRATCH_VARIANTS, (v) => ({ param: 'table', key: v.table })),
    isTopPrize: () => false,
  },
};

export function findRgsGame(engineKey: string | null): TRgsGame | null {
  if (!engineKey) return null;
  return Object.hasOwn(RGS_GAMES, engineKey) ? RGS_GAMES[engineKey]! : null;
}

/**
 * The game info a title's frame shows: its own name and paytable rows (plus rows every title
 * shares, such as the hold-and-win jackpots); the engine's info without a variant.
 */
export function variantGameInfo(rgsGame: TRgsGame, variantKey: string | null): TGameInfo {
  const info = rgsGame.info();
  const variant = variantKey ? rgsGame.variants.get(variantKey) : undefined;
  if (!variant) return info;
  const tablePrefixes = new Set(
    [...rgsGame.variants.values()].map((other) => `${other.paytableKey}:`),
  );
  const ownPrefix = `${variant.paytableKey}:`;
  return {
    ...info,
    title: variant.name,
    paytable: info.paytable.filter((row) => {
      const prefix = row.symbol.slice(0, row.symbol.indexOf(':') + 1);
      return variant.paytableKey === null || prefix === ownPrefix || !tablePrefixes.has(prefix);
    }),
  };
}
