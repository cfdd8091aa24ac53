import type { TStudioVariant } from '@casino/game-engine';
import { HOLD_ENGINE_KEY } from '#src/hold-and-win-round';
import type { THoldPaytableKey } from '#src/symbols';

export interface THoldAndWinVariant extends TStudioVariant {
  /** The title's own paytable (send it as the round's `paytable` param). */
  paytable: THoldPaytableKey;
}

/**
 * Themed hold-and-win titles: the same reels, coins and jackpots, each with its own ways paytable
 * at the same exact RTP.
 */
export const HOLD_AND_WIN_VARIANTS: readonly THoldAndWinVariant[] = [
  {
    key: 'crown-coins-link',
    engineKey: HOLD_ENGINE_KEY,
    name: 'Crown Coins Link',
    artKey: 'hold-crown',
    tagline: 'Lock the royal coins and fill the vault for the GRAND.',
    paytable: 'crown',
  },
  {
    key: 'dragons-hoard',
    engineKey: HOLD_ENGINE_KEY,
    name: "Dragon's Hoard",
    artKey: 'hold-dragon',
    tagline: 'Pearls of fire hold and respin on the dragon’s gold.',
    paytable: 'dragon',
  },
  {
    key: 'pharaoh-cash-hold',
    engineKey: HOLD_ENGINE_KEY,
    name: 'Pharaoh Cash Hold',
    artKey: 'hold-pharaoh',
    tagline: 'Golden scarabs lock in place beneath the pyramid.',
    paytable: 'pharaoh',
  },
  {
    key: 'lucky-panda-respins',
    engineKey: HOLD_ENGINE_KEY,
    name: 'Lucky Panda Respins',
    artKey: 'hold-panda',
    tagline: 'Lucky coins stack up in the bamboo grove.',
    paytable: 'panda',
  },
  {
    key: 'viking-gold-hold',
    engineKey: HOLD_ENGINE_KEY,
    name: 'Viking Gold Hold',
    artKey: 'hold-viking',
    tagline: 'Raid the longship and hold every rune coin.',
    paytable: 'viking',
  },
];
