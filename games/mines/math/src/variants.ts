import type { TStudioVariant } from '@casino/game-engine';
import { MINES_ENGINE_KEY } from '#src/mines-round';

export interface TMinesVariant extends TStudioVariant {
  /** The mine count the title opens with; every title offers 1 to 24. */
  defaultMineCount: number;
}

/** Themed CROWNMINER titles: one proven multiplier table, different art and opening field. */
export const MINES_VARIANTS: readonly TMinesVariant[] = [
  {
    key: 'crownminer',
    engineKey: MINES_ENGINE_KEY,
    name: 'CROWNMINER',
    artKey: 'mines-crown',
    tagline: 'Dig for crown jewels, dodge the powder kegs.',
    defaultMineCount: 3,
  },
  {
    key: 'crownminer-emerald-cavern',
    engineKey: MINES_ENGINE_KEY,
    name: 'Emerald Cavern',
    artKey: 'mines-emerald',
    tagline: 'Emeralds glitter in a cave full of traps.',
    defaultMineCount: 5,
  },
  {
    key: 'crownminer-deep-sea-pearls',
    engineKey: MINES_ENGINE_KEY,
    name: 'Deep Sea Pearls',
    artKey: 'mines-pearls',
    tagline: 'Open the clams, avoid the sea urchins.',
    defaultMineCount: 1,
  },
  {
    key: 'crownminer-space-salvage',
    engineKey: MINES_ENGINE_KEY,
    name: 'Space Salvage',
    artKey: 'mines-space',
    tagline: 'Recover star crystals from a drifting asteroid field.',
    defaultMineCount: 8,
  },
  {
    key: 'crownminer-treasure-tomb',
    engineKey: MINES_ENGINE_KEY,
    name: 'Treasure Tomb',
    artKey: 'mines-tomb',
    tagline: 'Lift the golden idols without waking the curse.',
    defaultMineCount: 12,
  },
];
