/** The look of each banner picture: colour scheme, central motif and the words painted on it. */
export type TBannerScheme = 'gold' | 'emerald' | 'violet';
export type TBannerMotif = 'crown' | 'coins' | 'gift' | 'trophy' | 'envelope' | 'chest';

export interface TBannerArt {
  scheme: TBannerScheme;
  motif: TBannerMotif;
  eyebrow: string;
  headline: string;
  tagline: string;
}

export const BANNER_ART: Readonly<Record<string, TBannerArt>> = {
  'welcome-gold': {
    scheme: 'gold',
    motif: 'crown',
    eyebrow: 'Social casino',
    headline: 'Welcome to Crown Casino',
    tagline: 'Free Crown Coins and Sweeps Coins to start',
  },
  'welcome-emerald': {
    scheme: 'emerald',
    motif: 'crown',
    eyebrow: 'Social casino',
    headline: 'Welcome to Crown Casino',
    tagline: 'Play Sweeps Coins and redeem real prizes',
  },
  'royal-welcome': {
    scheme: 'violet',
    motif: 'chest',
    eyebrow: 'Limited offer',
    headline: 'Royal Welcome Pack',
    tagline: 'Extra Crown Coins for new players this week',
  },
  'daily-bonus': {
    scheme: 'gold',
    motif: 'gift',
    eyebrow: 'Every day',
    headline: 'Daily Bonus',
    tagline: 'Collect free Crown Coins every 24 hours',
  },
  'coin-store': {
    scheme: 'gold',
    motif: 'coins',
    eyebrow: 'Coin store',
    headline: 'Crown Coin Packages',
    tagline: 'Free bonus Sweeps Coins with every package',
  },
  tournaments: {
    scheme: 'violet',
    motif: 'trophy',
    eyebrow: 'Compete',
    headline: 'Royal Tournaments',
    tagline: 'Climb the leaderboard and win coin prizes',
  },
  'sweeps-rewards': {
    scheme: 'emerald',
    motif: 'coins',
    eyebrow: 'Sweeps Coins',
    headline: 'Sweeps Coins Rewards',
    tagline: 'Redeem your SC winnings for prizes',
  },
  'free-entry': {
    scheme: 'emerald',
    motif: 'envelope',
    eyebrow: 'No purchase necessary',
    headline: 'Free Sweeps Coins by Mail',
    tagline: 'See the Sweepstakes Rules for the free method of entry',
  },
  'weekend-spins': {
    scheme: 'violet',
    motif: 'crown',
    eyebrow: 'Weekend special',
    headline: 'Weekend Crown Spins',
    tagline: 'Bonus Crown Coins on the royal slots',
  },
};
