import type { TDatabase } from '#src/db/client';
import { promoCodes } from '#src/db/schema/index';

type TSeedCode = typeof promoCodes.$inferInsert;

const EVERYONE = { verifiedOnly: false, newPlayersMaxAgeDays: null, countryCodes: null };

/** A code that pays 1,000 CC once per player and brings an event popup. */
function popupCode(code: string, title: string): TSeedCode {
  return {
    code,
    title,
    gcAmountMinor: 1_000_00,
    scAmountMinor: 0,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: null,
    totalLimit: null,
    perPlayerLimit: 1,
    ...EVERYONE,
  };
}

/**
 * Demo promo codes (README, "What the demo contains"): one that pays, one whose dates are over,
 * one used up, one not started, one for verified players only, SPINCROWN that also brings
 * the demo wheel of fortune, ROLLCROWN the demo rolling offer, QUESTCROWN the demo quest,
 * BOOSTCROWN the demo coin-back booster, GOLDSPIN the demo priced wheel and PICKCROWN the demo
 * 2-3-offer (seed/event-triggers.ts). LAUNCH100 counts redemptions made before this demo
 * database existed, so it is exhausted from the start.
 */
export const DEMO_PROMO_CODES: TSeedCode[] = [
  {
    code: 'WELCOME10',
    title: 'Welcome to Crown Casino',
    gcAmountMinor: 10_000_00,
    scAmountMinor: 10_00,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: null,
    totalLimit: null,
    perPlayerLimit: 1,
    ...EVERYONE,
  },
  {
    code: 'SUMMER25',
    title: 'Summer of Crowns',
    gcAmountMinor: 25_000_00,
    scAmountMinor: 5_00,
    startsAt: new Date('2026-06-01T00:00:00Z'),
    endsAt: new Date('2026-09-01T00:00:00Z'),
    totalLimit: null,
    perPlayerLimit: 1,
    ...EVERYONE,
  },
  {
    code: 'LAUNCH100',
    title: 'Launch party',
    gcAmountMinor: 100_000_00,
    scAmountMinor: 0,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: null,
    totalLimit: 100,
    redeemedCount: 100,
    perPlayerLimit: 1,
    ...EVERYONE,
  },
  {
    code: 'NEWYEAR27',
    title: 'Happy New Year',
    gcAmountMinor: 27_000_00,
    scAmountMinor: 2_00,
    startsAt: new Date('2027-01-01T00:00:00Z'),
    endsAt: new Date('2027-01-08T00:00:00Z'),
    totalLimit: 10_000,
    perPlayerLimit: 1,
    ...EVERYONE,
  },
  {
    code: 'ROYALVIP',
    title: 'Royal thank-you',
    gcAmountMinor: 50_000_00,
    scAmountMinor: 20_00,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: null,
    totalLimit: null,
    perPlayerLimit: 1,
    ...EVERYONE,
    verifiedOnly: true,
  },
  popupCode('SPINCROWN', 'Spin the Crown Wheel'),
  popupCode('ROLLCROWN', 'Roll with the Crown'),
  popupCode('QUESTCROWN', 'The Crown Quest'),
  popupCode('BOOSTCROWN', 'Boost your coin-back'),
  popupCode('GOLDSPIN', 'The Gold Wheel'),
  popupCode('PICKCROWN', 'Pick your Crown deal'),
];

/** Inserts the demo codes that are missing; an operator's changes to them survive. */
export async function seedPromoCodes(db: TDatabase): Promise<void> {
  await db
    .insert(promoCodes)
    .values(DEMO_PROMO_CODES)
    .onConflictDoNothing({ target: promoCodes.code });
}
