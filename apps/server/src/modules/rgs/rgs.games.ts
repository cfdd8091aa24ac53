import type { TGameInfo, TStudioGameEvent } from '@casino/contracts';
import { CLASSIC_ENGINE_KEY, classicGame, classicGameInfo } from '@casino/game-classic-3reel';
import { asStudioMath, type TStudioGameMath } from '@casino/game-engine';
import { VIDEO_ENGINE_KEY, videoGame, videoGameInfo } from '@casino/game-video-5x3';

/** A playable engine: its math, what its frame shows, and what counts as its top prize. */
export interface TRgsGame {
  math: TStudioGameMath<unknown, unknown>;
  info: () => TGameInfo;
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

/**
 * The engines the round server plays, by the catalogue's engineKey. A catalogue game whose
 * engine is not listed here launches with 'Game URL not found'.
 */
export const RGS_GAMES: Readonly<Record<string, TRgsGame>> = {
  [CLASSIC_ENGINE_KEY]: {
    math: asStudioMath(classicGame),
    info: memo(classicGameInfo),
    isTopPrize: (events) => hasWin(events, 'crown', 3),
  },
  [VIDEO_ENGINE_KEY]: {
    math: asStudioMath(videoGame),
    info: memo(videoGameInfo),
    isTopPrize: (events) => hasWin(events, 'crown', 5),
  },
};

export function findRgsGame(engineKey: string | null): TRgsGame | null {
  if (!engineKey) return null;
  return Object.hasOwn(RGS_GAMES, engineKey) ? RGS_GAMES[engineKey]! : null;
}
