import type { TDatabase } from '#src/db/client';
import { banners } from '#src/db/schema/index';

type TBannerSeed = typeof banners.$inferInsert;

/**
 * Demo hero banners: evergreen ones per page key, plus campaign banners that only show for
 * their utm_promo (royal250 on the landing, weekend on the GC lobby).
 */
const BANNERS: TBannerSeed[] = [
  {
    key: 'landing-welcome-gc',
    pageKey: 'landing',
    themes: ['GC'],
    artKey: 'welcome-gold',
    title: 'Welcome to Crown Casino',
    subtitle: 'Free Crown Coins and Sweeps Coins to start',
    ctaText: 'JOIN NOW',
    ctaAction: 'sign_up',
    sortOrder: 0,
  },
  {
    key: 'landing-welcome-sc',
    pageKey: 'landing',
    themes: ['SC'],
    artKey: 'welcome-emerald',
    title: 'Welcome to Crown Casino',
    subtitle: 'Play Sweeps Coins and redeem real prizes',
    ctaText: 'JOIN NOW',
    ctaAction: 'sign_up',
    sortOrder: 0,
  },
  {
    key: 'landing-free-entry',
    pageKey: 'landing',
    artKey: 'free-entry',
    title: 'Free Sweeps Coins by Mail',
    subtitle: 'No purchase necessary',
    ctaText: 'SEE HOW',
    ctaAction: 'link',
    ctaTarget: '/pages/sweepstakes-rules',
    sortOrder: 1,
  },
  {
    key: 'landing-royal-250',
    pageKey: 'landing',
    promoKey: 'royal250',
    artKey: 'royal-welcome',
    title: 'Royal Welcome Pack',
    subtitle: 'Extra Crown Coins for new players this week',
    ctaText: 'CLAIM NOW',
    ctaAction: 'sign_up',
    sortOrder: 0,
  },
  {
    key: 'lobby-cc-daily-bonus',
    pageKey: 'lobby_cc',
    artKey: 'daily-bonus',
    title: 'Daily Bonus',
    subtitle: 'Collect free Crown Coins every 24 hours',
    ctaText: 'COLLECT',
    ctaAction: 'dialog',
    ctaTarget: 'rewards',
    sortOrder: 0,
  },
  {
    key: 'lobby-cc-coin-store',
    pageKey: 'lobby_cc',
    artKey: 'coin-store',
    title: 'Crown Coin Packages',
    subtitle: 'Free bonus Sweeps Coins with every package',
    ctaText: 'BUY NOW',
    ctaAction: 'dialog',
    ctaTarget: 'store',
    sortOrder: 1,
  },
  {
    key: 'lobby-cc-tournaments',
    pageKey: 'lobby_cc',
    artKey: 'tournaments',
    title: 'Royal Tournaments',
    subtitle: 'Climb the leaderboard and win coin prizes',
    ctaText: 'PLAY NOW',
    ctaAction: 'dialog',
    ctaTarget: 'rewards',
    sortOrder: 2,
  },
  {
    key: 'lobby-cc-weekend',
    pageKey: 'lobby_cc',
    promoKey: 'weekend',
    artKey: 'weekend-spins',
    title: 'Weekend Crown Spins',
    subtitle: 'Bonus Crown Coins on the royal slots',
    ctaText: 'PLAY NOW',
    ctaAction: 'dialog',
    ctaTarget: 'store',
    sortOrder: 0,
  },
  {
    key: 'lobby-sc-rewards',
    pageKey: 'lobby_sc',
    artKey: 'sweeps-rewards',
    title: 'Sweeps Coins Rewards',
    subtitle: 'Redeem your SC winnings for prizes',
    ctaText: 'REDEEM',
    ctaAction: 'dialog',
    ctaTarget: 'redeem',
    sortOrder: 0,
  },
  {
    key: 'lobby-sc-free-entry',
    pageKey: 'lobby_sc',
    artKey: 'free-entry',
    title: 'Free Sweeps Coins by Mail',
    subtitle: 'No purchase necessary',
    ctaText: 'SEE HOW',
    ctaAction: 'link',
    ctaTarget: '/pages/sweepstakes-rules',
    sortOrder: 1,
  },
];

export async function seedBanners(db: TDatabase): Promise<void> {
  await db.insert(banners).values(BANNERS).onConflictDoNothing({ target: banners.key });
}
