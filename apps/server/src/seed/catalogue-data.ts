import type { TGameEngineKey } from '@casino/contracts';
import { HOLD_AND_WIN_VARIANTS } from '@casino/game-hold-and-win';
import { MINES_VARIANTS } from '@casino/game-mines';
import { PLINKO_VARIANTS } from '@casino/game-plinko';
import { SCRATCH_VARIANTS } from '@casino/game-scratch';
import { CASCADE_VARIANTS } from '@casino/game-ways-243-cascade';
import { WHEEL_VARIANTS } from '@casino/game-wheel';

/** The demo catalogue: our own studio brands and original titles (no third-party names or art). */

export const SEED_PROVIDERS = [
  { slug: 'crown-studios', name: 'Crown Studios' },
  { slug: 'velvet-reel', name: 'Velvet Reel Games' },
  { slug: 'gilded-owl', name: 'Gilded Owl Gaming' },
  { slug: 'nightjar', name: 'Nightjar Interactive' },
] as const;
export type TSeedProviderSlug = (typeof SEED_PROVIDERS)[number]['slug'];

export interface TSeedLabel {
  name: string;
  gcStyle?: { backgroundColor: string; textColor: string };
  scStyle?: { backgroundColor: string; textColor: string };
  /** Slug of the drawn icon for icon labels. */
  iconSlug?: string;
}

export const SEED_LABELS: TSeedLabel[] = [
  {
    name: 'NEW',
    gcStyle: { backgroundColor: '#F5C542', textColor: '#1B1446' },
    scStyle: { backgroundColor: '#2ED47A', textColor: '#0B2A1A' },
  },
  {
    name: 'HOT',
    gcStyle: { backgroundColor: '#FF5D73', textColor: '#1B1446' },
    scStyle: { backgroundColor: '#FF5D73', textColor: '#1B1446' },
  },
  {
    name: 'EXCLUSIVE',
    gcStyle: { backgroundColor: '#8A45F0', textColor: '#FFFFFF' },
    scStyle: { backgroundColor: '#0B4431', textColor: '#A6F5CB' },
  },
  {
    name: 'POPULAR',
    gcStyle: { backgroundColor: '#4F8BFF', textColor: '#0E0B24' },
    scStyle: { backgroundColor: '#3FD8E8', textColor: '#0B2A1A' },
  },
  { name: 'JACKPOT', iconSlug: 'jackpot' },
  { name: 'DAILY DROP', iconSlug: 'daily-drop' },
];
export type TSeedLabelName = 'NEW' | 'HOT' | 'EXCLUSIVE' | 'POPULAR' | 'JACKPOT' | 'DAILY DROP';

export interface TSeedCategory {
  slug: string;
  name: string;
  thumbnailType: 'long' | 'short';
  showInHeader: boolean;
  showInHamburgerMenu: boolean;
  landingKeys: string[];
}

/** In lobby order. Categories tagged 'landing' make up the guest landing page. */
export const SEED_CATEGORIES: TSeedCategory[] = [
  {
    slug: 'top-picks',
    name: 'Top Picks',
    thumbnailType: 'short',
    showInHeader: true,
    showInHamburgerMenu: true,
    landingKeys: ['landing'],
  },
  {
    slug: 'new-releases',
    name: 'New Releases',
    thumbnailType: 'long',
    showInHeader: true,
    showInHamburgerMenu: true,
    landingKeys: ['landing'],
  },
  {
    slug: 'hold-and-win',
    name: 'Hold & Win Jackpots',
    thumbnailType: 'long',
    showInHeader: true,
    showInHamburgerMenu: true,
    landingKeys: ['landing'],
  },
  {
    slug: 'slots',
    name: 'Video Slots',
    thumbnailType: 'short',
    showInHeader: true,
    showInHamburgerMenu: true,
    landingKeys: [],
  },
  {
    slug: 'gem-cascades',
    name: 'Cascades & Ways',
    thumbnailType: 'short',
    showInHeader: true,
    showInHamburgerMenu: false,
    landingKeys: [],
  },
  {
    slug: 'instant-wins',
    name: 'Plinko & Mines',
    thumbnailType: 'short',
    showInHeader: true,
    showInHamburgerMenu: true,
    landingKeys: [],
  },
  {
    slug: 'wheel-and-scratch',
    name: 'Wheel & Scratch',
    thumbnailType: 'short',
    showInHeader: true,
    showInHamburgerMenu: true,
    landingKeys: [],
  },
  {
    slug: 'classic-slots',
    name: 'Classic Slots',
    thumbnailType: 'short',
    showInHeader: false,
    showInHamburgerMenu: true,
    landingKeys: [],
  },
  {
    slug: 'table-style',
    name: 'Table Style',
    thumbnailType: 'short',
    showInHeader: false,
    showInHamburgerMenu: true,
    landingKeys: [],
  },
  {
    slug: 'crown-exclusives',
    name: 'Crown Exclusives',
    thumbnailType: 'long',
    showInHeader: true,
    showInHamburgerMenu: true,
    landingKeys: ['landing'],
  },
];

/** Each engine's home category; a game appears there first, then in its extra categories. */
export const ENGINE_CATEGORY: Record<TGameEngineKey, string> = {
  'classic-3reel': 'classic-slots',
  'video-5x3': 'slots',
  'ways-243-cascade': 'gem-cascades',
  'hold-and-win': 'hold-and-win',
  plinko: 'instant-wins',
  mines: 'instant-wins',
  wheel: 'wheel-and-scratch',
  scratch: 'wheel-and-scratch',
};

const keysOf = (variants: readonly { key: string }[]) => variants.map((variant) => variant.key);

/** The themed titles of each engine that has them; a game on such an engine names one. */
export const ENGINE_VARIANT_KEYS: Partial<Record<TGameEngineKey, readonly string[]>> = {
  'ways-243-cascade': keysOf(CASCADE_VARIANTS),
  'hold-and-win': keysOf(HOLD_AND_WIN_VARIANTS),
  plinko: keysOf(PLINKO_VARIANTS),
  mines: keysOf(MINES_VARIANTS),
  wheel: keysOf(WHEEL_VARIANTS),
  scratch: keysOf(SCRATCH_VARIANTS),
};

export interface TSeedGame {
  name: string;
  engine: TGameEngineKey;
  theme: string;
  provider: TSeedProviderSlug;
  labels?: TSeedLabelName[];
  /**
   * The engine's themed title this game plays (its paytable or prize table and its art); the
   * studio engines with variants require one, see rgs.games.ts.
   */
  variant?: string;
  /** Extra categories besides the engine's home category. */
  also?: string[];
}

const top = 'top-picks';
const fresh = 'new-releases';
const exclusive = 'crown-exclusives';
const table = 'table-style';

export const SEED_GAMES: TSeedGame[] = [
  // classic-3reel
  {
    name: 'Crown Sevens',
    engine: 'classic-3reel',
    theme: 'sevens',
    provider: 'crown-studios',
    labels: ['HOT'],
    also: [top],
  },
  {
    name: 'Triple Crown Classic',
    engine: 'classic-3reel',
    theme: 'crown',
    provider: 'crown-studios',
    labels: ['EXCLUSIVE'],
    also: [exclusive],
  },
  {
    name: 'Cherry Royale',
    engine: 'classic-3reel',
    theme: 'fruit',
    provider: 'velvet-reel',
    labels: ['POPULAR'],
  },
  { name: 'Lucky Bar Deluxe', engine: 'classic-3reel', theme: 'sevens', provider: 'velvet-reel' },
  { name: 'Golden Lemon Lounge', engine: 'classic-3reel', theme: 'fruit', provider: 'gilded-owl' },
  {
    name: 'Midnight Sevens',
    engine: 'classic-3reel',
    theme: 'sevens',
    provider: 'nightjar',
    labels: ['NEW'],
    also: [fresh],
  },
  { name: 'Ruby Reels', engine: 'classic-3reel', theme: 'gems', provider: 'gilded-owl' },
  {
    name: 'Diamond Dollars',
    engine: 'classic-3reel',
    theme: 'gems',
    provider: 'crown-studios',
    also: [top],
  },
  { name: 'Liberty Bells', engine: 'classic-3reel', theme: 'bell', provider: 'velvet-reel' },
  // video-5x3
  {
    name: 'Crown Jewels',
    engine: 'video-5x3',
    theme: 'crown',
    provider: 'crown-studios',
    labels: ['HOT', 'EXCLUSIVE'],
    also: [top, exclusive],
  },
  {
    name: 'Velvet Vault',
    engine: 'video-5x3',
    theme: 'coins',
    provider: 'velvet-reel',
    labels: ['POPULAR'],
    also: [top],
  },
  {
    name: 'Sapphire Nights',
    engine: 'video-5x3',
    theme: 'night',
    provider: 'nightjar',
    labels: ['NEW'],
    also: [fresh],
  },
  {
    name: 'Royal Flush Reels',
    engine: 'video-5x3',
    theme: 'cards',
    provider: 'crown-studios',
    also: [table],
  },
  {
    name: 'Queen of Spades',
    engine: 'video-5x3',
    theme: 'cards',
    provider: 'gilded-owl',
    also: [table],
  },
  {
    name: 'Emerald Empress',
    engine: 'video-5x3',
    theme: 'gems',
    provider: 'gilded-owl',
    labels: ['HOT'],
  },
  {
    name: 'Gilded Owl Nights',
    engine: 'video-5x3',
    theme: 'night',
    provider: 'gilded-owl',
    labels: ['EXCLUSIVE'],
    also: [exclusive],
  },
  { name: 'Starlight Treasury', engine: 'video-5x3', theme: 'coins', provider: 'nightjar' },
  {
    name: 'Blackjack Boulevard',
    engine: 'video-5x3',
    theme: 'cards',
    provider: 'velvet-reel',
    labels: ['NEW'],
    also: [table, fresh],
  },
  {
    name: 'Baccarat Palace',
    engine: 'video-5x3',
    theme: 'cards',
    provider: 'crown-studios',
    also: [table],
  },
  {
    name: 'Aces High Roller',
    engine: 'video-5x3',
    theme: 'cards',
    provider: 'nightjar',
    also: [table],
  },
  { name: 'Moonlit Masquerade', engine: 'video-5x3', theme: 'night', provider: 'velvet-reel' },
  {
    name: "Neptune's Pearls",
    engine: 'video-5x3',
    theme: 'pearl',
    provider: 'nightjar',
    labels: ['POPULAR'],
  },
  { name: 'Sphinx Treasury', engine: 'video-5x3', theme: 'coins', provider: 'gilded-owl' },
  {
    name: 'Lucky Cherry Parade',
    engine: 'video-5x3',
    theme: 'fruit',
    provider: 'velvet-reel',
    labels: ['NEW'],
    also: [fresh],
  },
  // ways-243-cascade
  {
    name: 'Gem Cascade',
    engine: 'ways-243-cascade',
    variant: 'frozen-gems-fall',
    theme: 'gems',
    provider: 'crown-studios',
    labels: ['HOT'],
    also: [top],
  },
  {
    name: 'Diamond Cascade',
    engine: 'ways-243-cascade',
    variant: 'frozen-gems-fall',
    theme: 'gems',
    provider: 'velvet-reel',
  },
  {
    name: 'Fruit Avalanche',
    engine: 'ways-243-cascade',
    variant: 'candy-crown-cascade',
    theme: 'fruit',
    provider: 'gilded-owl',
  },
  {
    name: 'Crown Cascade',
    engine: 'ways-243-cascade',
    variant: 'royal-tumble',
    theme: 'crown',
    provider: 'crown-studios',
    labels: ['EXCLUSIVE'],
    also: [exclusive],
  },
  {
    name: 'Amethyst Falls',
    engine: 'ways-243-cascade',
    variant: 'olympus-rockslide',
    theme: 'gems',
    provider: 'nightjar',
    labels: ['NEW'],
    also: [fresh],
  },
  {
    name: 'Jewel Storm',
    engine: 'ways-243-cascade',
    variant: 'aztec-avalanche',
    theme: 'gems',
    provider: 'gilded-owl',
    labels: ['POPULAR'],
  },
  {
    name: 'Opal Odyssey',
    engine: 'ways-243-cascade',
    variant: 'olympus-rockslide',
    theme: 'pearl',
    provider: 'nightjar',
  },
  {
    name: 'Crystal Kingdom',
    engine: 'ways-243-cascade',
    variant: 'frozen-gems-fall',
    theme: 'gems',
    provider: 'velvet-reel',
  },
  {
    name: 'Double Diamond Deluxe',
    engine: 'ways-243-cascade',
    variant: 'royal-tumble',
    theme: 'gems',
    provider: 'crown-studios',
    also: [top],
  },
  {
    name: 'Sugar Crown Cascade',
    engine: 'ways-243-cascade',
    variant: 'candy-crown-cascade',
    theme: 'fruit',
    provider: 'crown-studios',
    labels: ['NEW'],
    also: [fresh],
  },
  // hold-and-win
  {
    name: 'Coin Crown Hold & Win',
    engine: 'hold-and-win',
    variant: 'crown-coins-link',
    theme: 'coins',
    provider: 'crown-studios',
    labels: ['HOT', 'JACKPOT'],
    also: [top, exclusive],
  },
  {
    name: 'Royal Treasury Link',
    engine: 'hold-and-win',
    variant: 'crown-coins-link',
    theme: 'crown',
    provider: 'crown-studios',
    labels: ['JACKPOT'],
  },
  {
    name: 'Golden Pearl Empress',
    engine: 'hold-and-win',
    variant: 'dragons-hoard',
    theme: 'pearl',
    provider: 'gilded-owl',
    labels: ['JACKPOT'],
  },
  {
    name: 'Lucky Lantern Link',
    engine: 'hold-and-win',
    variant: 'lucky-panda-respins',
    theme: 'lantern',
    provider: 'nightjar',
    labels: ['POPULAR', 'JACKPOT'],
    also: [top],
  },
  {
    name: 'Thunder Bison Hold & Win',
    engine: 'hold-and-win',
    variant: 'viking-gold-hold',
    theme: 'coins',
    provider: 'velvet-reel',
    labels: ['DAILY DROP'],
  },
  {
    name: 'Vault of Kings',
    engine: 'hold-and-win',
    variant: 'pharaoh-cash-hold',
    theme: 'crown',
    provider: 'gilded-owl',
    labels: ['NEW', 'JACKPOT'],
    also: [fresh],
  },
  {
    name: 'Jackpot Jewels',
    engine: 'hold-and-win',
    variant: 'dragons-hoard',
    theme: 'gems',
    provider: 'crown-studios',
    labels: ['DAILY DROP'],
  },
  {
    name: 'Mega Vault Link',
    engine: 'hold-and-win',
    variant: 'viking-gold-hold',
    theme: 'coins',
    provider: 'nightjar',
    labels: ['JACKPOT'],
  },
  {
    name: 'Panda Fortune Link',
    engine: 'hold-and-win',
    variant: 'lucky-panda-respins',
    theme: 'lantern',
    provider: 'velvet-reel',
    labels: ['JACKPOT'],
  },
  // plinko
  {
    name: 'Plincrown',
    engine: 'plinko',
    variant: 'plincrown',
    theme: 'crown',
    provider: 'crown-studios',
    labels: ['HOT', 'EXCLUSIVE'],
    also: [top, exclusive],
  },
  {
    name: 'Plinko Royale',
    engine: 'plinko',
    variant: 'plincrown-pharaoh-fall',
    theme: 'gems',
    provider: 'velvet-reel',
  },
  {
    name: 'Gem Drop Plinko',
    engine: 'plinko',
    variant: 'plincrown-ruby-rain',
    theme: 'gems',
    provider: 'gilded-owl',
    labels: ['NEW'],
    also: [fresh],
  },
  {
    name: 'Neon Pegs',
    engine: 'plinko',
    variant: 'plincrown-neon-peaks',
    theme: 'night',
    provider: 'nightjar',
  },
  {
    name: 'Starfall Plinko',
    engine: 'plinko',
    variant: 'plincrown-frost-drop',
    theme: 'night',
    provider: 'nightjar',
  },
  // mines
  {
    name: 'Crownminer',
    engine: 'mines',
    variant: 'crownminer',
    theme: 'crown',
    provider: 'crown-studios',
    labels: ['EXCLUSIVE'],
    also: [exclusive],
  },
  {
    name: 'Diamond Mines',
    engine: 'mines',
    variant: 'crownminer-space-salvage',
    theme: 'gems',
    provider: 'velvet-reel',
    labels: ['POPULAR'],
    also: [top],
  },
  {
    name: 'Gold Rush Mines',
    engine: 'mines',
    variant: 'crownminer-treasure-tomb',
    theme: 'coins',
    provider: 'gilded-owl',
  },
  {
    name: 'Ruby Grid',
    engine: 'mines',
    variant: 'crownminer-deep-sea-pearls',
    theme: 'gems',
    provider: 'nightjar',
    labels: ['NEW'],
    also: [fresh],
  },
  {
    name: 'Emerald Mines',
    engine: 'mines',
    variant: 'crownminer-emerald-cavern',
    theme: 'gems',
    provider: 'gilded-owl',
  },
  // wheel
  {
    name: 'Wheel of Crowns',
    engine: 'wheel',
    variant: 'wheel-prize',
    theme: 'crown',
    provider: 'crown-studios',
    labels: ['HOT'],
    also: [top],
  },
  {
    name: 'Fortune Carousel',
    engine: 'wheel',
    variant: 'wheel-prize-carnival',
    theme: 'coins',
    provider: 'velvet-reel',
  },
  {
    name: 'Lucky Wheel Deluxe',
    engine: 'wheel',
    variant: 'wheel-prize-lucky-clover',
    theme: 'sevens',
    provider: 'gilded-owl',
  },
  {
    name: 'Golden Spin Wheel',
    engine: 'wheel',
    variant: 'wheel-prize-golden-sun',
    theme: 'coins',
    provider: 'nightjar',
    labels: ['NEW'],
    also: [fresh],
  },
  {
    name: 'Wheel of Jewels',
    engine: 'wheel',
    variant: 'wheel-prize-diamond-vault',
    theme: 'gems',
    provider: 'gilded-owl',
    also: [exclusive],
    labels: ['EXCLUSIVE'],
  },
  // scratch
  {
    name: 'Scratchcrown',
    engine: 'scratch',
    variant: 'scratchcrown',
    theme: 'crown',
    provider: 'crown-studios',
    labels: ['EXCLUSIVE'],
    also: [exclusive],
  },
  {
    name: 'Lucky Sevens Scratch',
    engine: 'scratch',
    variant: 'scratchcrown-lucky-clover',
    theme: 'sevens',
    provider: 'velvet-reel',
  },
  {
    name: 'Gem Scratch Gold',
    engine: 'scratch',
    variant: 'scratchcrown-pirate-plunder',
    theme: 'gems',
    provider: 'gilded-owl',
    labels: ['POPULAR'],
  },
  {
    name: 'Fruit Frenzy Scratch',
    engine: 'scratch',
    variant: 'scratchcrown-fruit-stand',
    theme: 'fruit',
    provider: 'nightjar',
  },
  {
    name: 'Midnight Scratch',
    engine: 'scratch',
    variant: 'scratchcrown-cosmic-cash',
    theme: 'night',
    provider: 'nightjar',
    labels: ['NEW'],
    also: [fresh],
  },
  {
    name: 'Crown Cash Scratch',
    engine: 'scratch',
    variant: 'scratchcrown',
    theme: 'coins',
    provider: 'crown-studios',
    also: [top],
  },
];

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
