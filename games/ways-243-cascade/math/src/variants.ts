import type { TStudioVariant } from '@casino/game-engine';
import { CASCADE_ENGINE_KEY } from '#src/cascade-round';
import type { TCascadePaytableKey } from '#src/symbols';

export interface TCascadeVariant extends TStudioVariant {
  /** The title's own paytable (send it as the round's `paytable` param). */
  paytable: TCascadePaytableKey;
}

/**
 * Themed 243-ways cascade titles: the same reels and tumbles, each with its own paytable at the
 * same exact 96.00% RTP.
 */
export const CASCADE_VARIANTS: readonly TCascadeVariant[] = [
  {
    key: 'royal-tumble',
    engineKey: CASCADE_ENGINE_KEY,
    name: 'Royal Tumble',
    artKey: 'cascade-royal',
    tagline: 'Crown jewels tumble and every fall multiplies the win.',
    paytable: 'royal',
  },
  {
    key: 'aztec-avalanche',
    engineKey: CASCADE_ENGINE_KEY,
    name: 'Aztec Avalanche',
    artKey: 'cascade-aztec',
    tagline: 'Stone idols crumble into rising multipliers.',
    paytable: 'aztec',
  },
  {
    key: 'candy-crown-cascade',
    engineKey: CASCADE_ENGINE_KEY,
    name: 'Candy Crown Cascade',
    artKey: 'cascade-candy',
    tagline: 'Sweets pop, drop and pay again.',
    paytable: 'candy',
  },
  {
    key: 'frozen-gems-fall',
    engineKey: CASCADE_ENGINE_KEY,
    name: 'Frozen Gems Fall',
    artKey: 'cascade-frozen',
    tagline: 'Ice gems shatter into a chain of wins.',
    paytable: 'frozen',
  },
  {
    key: 'olympus-rockslide',
    engineKey: CASCADE_ENGINE_KEY,
    name: 'Olympus Rockslide',
    artKey: 'cascade-olympus',
    tagline: 'Thunder shakes the temple; the multipliers climb to x10.',
    paytable: 'olympus',
  },
];
