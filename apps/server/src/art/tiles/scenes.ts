import { mines, plinko, scratch, wheel } from '#src/art/tiles/instant-scenes';
import type { TSceneFrame } from '#src/art/tiles/scene-kit';
import { classicReels, holdAndWin, videoHero, waysCascade } from '#src/art/tiles/slot-scenes';

export type { TSceneFrame } from '#src/art/tiles/scene-kit';

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
