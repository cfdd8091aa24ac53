import { inArray } from 'drizzle-orm';
import type { TDatabase } from '#src/db/client';
import { banners } from '#src/db/schema/index';

type TBannerSeed = typeof banners.$inferInsert;

/**
 * Demo hero banners: evergreen ones per page key, plus campaign banners that only show for
 * their utm_promo (royal250 on the landing, weekend on the GC lobby). Each says only what the
 * casino delivers today and leads somewhere built: sign-up, a category or a page.
 */
const BANNERS: TBannerSeed[] = [
  {
    key: 'landing-welcome-gc',
    pageKey: 'landing',
    themes: ['GC'],
    artKey: 'welcome-gold',
    title: 'Welcome to Crown Casino',
    subtitle: 'Studio-made slots where every round is provably fair',
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
    subtitle: 'Sweepstakes play with every game’s RTP published',
    ctaText: 'JOIN NOW',
    ctaAction: 'sign_up',
    sortOrder: 0,
  },
  {
    key: 'landing-provably-fair',
    pageKey: 'landing',
    artKey: 'provably-fair',
    title: 'Provably Fair',
    subtitle: 'Every round can be checked with its revealed seeds',
    ctaText: 'JOIN NOW',
    ctaAction: 'sign_up',
    sortOrder: 1,
  },
  {
    key: 'landing-royal-250',
    pageKey: 'landing',
    promoKey: 'royal250',
    artKey: 'royal-welcome',
    title: 'Royal Welcome',
    subtitle: 'Sixty-four studio-made games are waiting for you',
    ctaText: 'JOIN NOW',
    ctaAction: 'sign_up',
    sortOrder: 0,
  },
  {
    key: 'lobby-cc-new-releases',
    pageKey: 'lobby_cc',
    artKey: 'new-releases',
    title: 'New Releases',
    subtitle: 'The latest slots from our studio',
    ctaText: 'PLAY NOW',
    ctaAction: 'link',
    ctaTarget: '/?category=new-releases',
    sortOrder: 0,
  },
  {
    key: 'lobby-cc-provably-fair',
    pageKey: 'lobby_cc',
    artKey: 'provably-fair',
    title: 'Provably Fair',
    subtitle: 'Check any round from the Info panel of its game',
    sortOrder: 1,
  },
  {
    key: 'lobby-cc-instant-wins',
    pageKey: 'lobby_cc',
    artKey: 'instant-wins',
    title: 'Instant Wins',
    subtitle: 'Plinko, mines, wheel and scratch cards',
    ctaText: 'PLAY NOW',
    ctaAction: 'link',
    ctaTarget: '/?category=instant-wins',
    sortOrder: 2,
  },
  {
    key: 'lobby-cc-weekend-jackpots',
    pageKey: 'lobby_cc',
    promoKey: 'weekend',
    artKey: 'weekend-jackpots',
    title: 'Weekend Jackpots',
    subtitle: 'Hold & win games with four fixed jackpots',
    ctaText: 'PLAY NOW',
    ctaAction: 'link',
    ctaTarget: '/?category=hold-and-win',
    sortOrder: 0,
  },
  {
    key: 'lobby-sc-instant-wins',
    pageKey: 'lobby_sc',
    artKey: 'instant-wins-emerald',
    title: 'Instant Wins',
    subtitle: 'Plinko, mines, wheel and scratch cards',
    ctaText: 'PLAY NOW',
    ctaAction: 'link',
    ctaTarget: '/?category=instant-wins',
    sortOrder: 0,
  },
  {
    key: 'lobby-sc-provably-fair',
    pageKey: 'lobby_sc',
    artKey: 'provably-fair',
    title: 'Provably Fair',
    subtitle: 'Check any round from the Info panel of its game',
    sortOrder: 1,
  },
  {
    key: 'lobby-sc-new-releases',
    pageKey: 'lobby_sc',
    artKey: 'new-releases-emerald',
    title: 'New Releases',
    subtitle: 'The latest slots from our studio',
    ctaText: 'PLAY NOW',
    ctaAction: 'link',
    ctaTarget: '/?category=new-releases',
    sortOrder: 2,
  },
];

/**
 * Earlier demo banners that promised coins and places not built yet (daily bonus, store,
 * tournaments, redemption, free coins by mail with nothing to credit them). A database seeded
 * before keeps its rows; they are switched off.
 */
const RETIRED_BANNER_KEYS = [
  'landing-free-entry',
  'lobby-sc-free-entry',
  'lobby-cc-daily-bonus',
  'lobby-cc-coin-store',
  'lobby-cc-tournaments',
  'lobby-cc-weekend',
  'lobby-sc-rewards',
];

export async function seedBanners(db: TDatabase): Promise<void> {
  await db.insert(banners).values(BANNERS).onConflictDoNothing({ target: banners.key });
  await db
    .update(banners)
    .set({ isActive: false })
    .where(inArray(banners.key, RETIRED_BANNER_KEYS));
}
