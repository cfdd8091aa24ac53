import type { TStudioVariant } from '@casino/game-engine';
import { WHEEL_ENGINE_KEY } from '#src/wheel-round';
import type { TWheelRisk, TWheelSegments } from '#src/wheel-tables';

export interface TWheelVariant extends TStudioVariant {
  /** The wheel the title opens with; every title offers all segment counts and risks. */
  defaultSegments: TWheelSegments;
  defaultRisk: TWheelRisk;
}

/** Themed WHEEL PRIZE titles: the same proven wheels, different art and opening wheel. */
export const WHEEL_VARIANTS: readonly TWheelVariant[] = [
  {
    key: 'wheel-prize',
    engineKey: WHEEL_ENGINE_KEY,
    name: 'WHEEL PRIZE',
    artKey: 'wheel-crown',
    tagline: 'Spin the royal wheel for a crown-sized prize.',
    defaultSegments: 20,
    defaultRisk: 'medium',
  },
  {
    key: 'wheel-prize-carnival',
    engineKey: WHEEL_ENGINE_KEY,
    name: 'Carnival Wheel',
    artKey: 'wheel-carnival',
    tagline: 'Step right up: lights, music and a spinning fortune.',
    defaultSegments: 10,
    defaultRisk: 'low',
  },
  {
    key: 'wheel-prize-golden-sun',
    engineKey: WHEEL_ENGINE_KEY,
    name: 'Golden Sun Wheel',
    artKey: 'wheel-sun',
    tagline: 'One golden ray pays the whole sky.',
    defaultSegments: 50,
    defaultRisk: 'high',
  },
  {
    key: 'wheel-prize-lucky-clover',
    engineKey: WHEEL_ENGINE_KEY,
    name: 'Lucky Clover Wheel',
    artKey: 'wheel-clover',
    tagline: 'Four leaves, forty segments, plenty of luck.',
    defaultSegments: 40,
    defaultRisk: 'medium',
  },
  {
    key: 'wheel-prize-diamond-vault',
    engineKey: WHEEL_ENGINE_KEY,
    name: 'Diamond Vault Wheel',
    artKey: 'wheel-diamond',
    tagline: 'Crack the vault dial for a diamond multiplier.',
    defaultSegments: 30,
    defaultRisk: 'high',
  },
];
