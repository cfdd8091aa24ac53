import type { TStudioVariant } from '@casino/game-engine';
import type { TPrizeTableKey } from '#src/prize-tables';
import { SCRATCH_ENGINE_KEY } from '#src/scratch-round';

export interface TScratchVariant extends TStudioVariant {
  /** The title's own disclosed prize table and symbols. */
  table: TPrizeTableKey;
}

/** Themed SCRATCHCROWN titles, each with its own prize table at the same exact 96% RTP. */
export const SCRATCH_VARIANTS: readonly TScratchVariant[] = [
  {
    key: 'scratchcrown',
    engineKey: SCRATCH_ENGINE_KEY,
    name: 'SCRATCHCROWN',
    artKey: 'scratch-crown',
    tagline: 'Three crowns pay a thousand times the ticket.',
    table: 'crown',
  },
  {
    key: 'scratchcrown-fruit-stand',
    engineKey: SCRATCH_ENGINE_KEY,
    name: 'Fruit Stand Scratch',
    artKey: 'scratch-fruit',
    tagline: 'Match three sevens for 500x.',
    table: 'fruit',
  },
  {
    key: 'scratchcrown-cosmic-cash',
    engineKey: SCRATCH_ENGINE_KEY,
    name: 'Cosmic Cash',
    artKey: 'scratch-cosmic',
    tagline: 'Find three galaxies for a 5,000x supernova.',
    table: 'cosmic',
  },
  {
    key: 'scratchcrown-pirate-plunder',
    engineKey: SCRATCH_ENGINE_KEY,
    name: 'Pirate Plunder',
    artKey: 'scratch-pirate',
    tagline: 'Three skulls mark 2,500x on the map.',
    table: 'pirate',
  },
  {
    key: 'scratchcrown-lucky-clover',
    engineKey: SCRATCH_ENGINE_KEY,
    name: 'Lucky Clover Scratch',
    artKey: 'scratch-clover',
    tagline: 'Gentle and lucky: three clovers pay 250x.',
    table: 'lucky',
  },
];
