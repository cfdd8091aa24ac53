import { mines, plinko, scratch, wheel } from '#src/modules/catalogue/art/instant-scenes';
import type { TSceneFrame } from '#src/modules/catalogue/art/scene-kit';
import {
  classicReels,
  holdAndWin,
  videoHero,
  waysCascade,
} from '#src/modules/catalogue/art/slot-scenes';

export type { TSceneFrame } from '#src/modules/catalogue/art/scene-kit';

/** The composition drawn for each studio engine; unknown engines get the video-slot hero. */
export function drawScene(engineKey: string | null, frame: TSceneFrame): string {
  switch (engineKey) {
    case 'classic-3reel':
      return classicReels(frame);
    case 'ways-243-cascade':
      return waysCascade(frame);
    case 'hold-and-win':
      return holdAndWin(frame);
    case 'plinko':
      return plinko(frame);
    case 'mines':
      return mines(frame);
    case 'wheel':
      return wheel(frame);
    case 'scratch':
      return scratch(frame);
    default:
      return videoHero(frame);
  }
}
