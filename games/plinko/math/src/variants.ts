import type { TStudioVariant } from '@casino/game-engine';
import { PLINKO_ENGINE_KEY } from '#src/plinko-round';
import type { TPlinkoRisk, TPlinkoRows } from '#src/multiplier-tables';

export interface TPlinkoVariant extends TStudioVariant {
  /** The board the title opens with; every title offers all rows and risks. */
  defaultRows: TPlinkoRows;
  defaultRisk: TPlinkoRisk;
}

/** Themed PLINCROWN titles: same proven tables, different art and opening board. */
export const PLINKO_VARIANTS: readonly TPlinkoVariant[] = [
  {
    key: 'plincrown',
    engineKey: PLINKO_ENGINE_KEY,
    name: 'PLINCROWN',
    artKey: 'plinko-crown',
    tagline: 'Drop the crown jewel through the royal pegs.',
    defaultRows: 12,
    defaultRisk: 'medium',
  },
  {
    key: 'plincrown-ruby-rain',
    engineKey: PLINKO_ENGINE_KEY,
    name: 'Ruby Rain Plinko',
    artKey: 'plinko-ruby',
    tagline: 'Rubies tumble through a cascade of gold pegs.',
    defaultRows: 16,
    defaultRisk: 'high',
  },
  {
    key: 'plincrown-frost-drop',
    engineKey: PLINKO_ENGINE_KEY,
    name: 'Frost Drop',
    artKey: 'plinko-frost',
    tagline: 'An ice ball skates down a frozen board.',
    defaultRows: 8,
    defaultRisk: 'low',
  },
  {
    key: 'plincrown-neon-peaks',
    engineKey: PLINKO_ENGINE_KEY,
    name: 'Neon Peaks',
    artKey: 'plinko-neon',
    tagline: 'A glowing orb bounces through a neon skyline.',
    defaultRows: 14,
    defaultRisk: 'medium',
  },
  {
    key: 'plincrown-pharaoh-fall',
    engineKey: PLINKO_ENGINE_KEY,
    name: "Pharaoh's Fall",
    artKey: 'plinko-pharaoh',
    tagline: 'A golden scarab falls through the pyramid.',
    defaultRows: 10,
    defaultRisk: 'high',
  },
];
