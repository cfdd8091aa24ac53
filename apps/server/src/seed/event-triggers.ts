import type { TEventTriggerDefinition, TQuestDefinition } from '@casino/contracts';
import { inArray } from 'drizzle-orm';
import type { TDatabase } from '#src/db/client';
import { eventTriggers, storePackages } from '#src/db/schema/index';
import {
  BOOSTER_LAYOUT,
  GIFT_LAYOUT,
  GOLD_WHEEL_LAYOUT,
  MESSAGE_LAYOUT,
  OFFER_LAYOUT,
  QUEST_LAYOUT,
  ROLLING_OFFER_LAYOUT,
  TWO_THREE_OFFER_LAYOUT,
  WHEEL_LAYOUT,
} from '#src/seed/event-trigger-layouts';

const IMAGES = '/images/event-triggers';
/**
 * The free steps' package ids: they are the offer's own (not store packages), far above the
 * store's ids so that no purchase is mistaken for them.
 */
const ROLLING_FREE_STEP_IDS = [900_001, 900_002] as const;

/** The Gold Wheel's six slices (decision 221): its spin is bought, so its prizes are larger. */
const GOLD_WHEEL_SLICES = [
  { gcCoin: 20_000_00, scCoin: 0 },
  { gcCoin: 0, scCoin: 2_00 },
  { gcCoin: 50_000_00, scCoin: 0 },
  { gcCoin: 0, scCoin: 5_00 },
  { gcCoin: 100_000_00, scCoin: 0 },
  { gcCoin: 0, scCoin: 10_00 },
];

/** The demo wheel's eight slices, clockwise from the top. */
const WHEEL_SLICES = [
  { gcCoin: 1_000_00, scCoin: 0 },
  { gcCoin: 0, scCoin: 50 },
  { gcCoin: 2_500_00, scCoin: 0 },
  { gcCoin: 0, scCoin: 1_00 },
  { gcCoin: 5_000_00, scCoin: 0 },
  { gcCoin: 1_500_00, scCoin: 0 },
  { gcCoin: 10_000_00, scCoin: 0 },
  { gcCoin: 0, scCoin: 2_00 },
];

/** The promo code whose redemption brings the demo wheel (apps/server/src/seed/promotions.ts). */
export const WHEEL_PROMO_CODE = 'SPINCROWN';
/** The promo code whose redemption brings the demo rolling offer. */
export const ROLLING_OFFER_PROMO_CODE = 'ROLLCROWN';
/** The promo code whose redemption starts the demo quest. */
export const QUEST_PROMO_CODE = 'QUESTCROWN';

/**
 * The demo quest (decision 217), played in order for a week: spin once, win three times, bet a
 * total of 50,000 CC; each milestone pays, and the three together pay the crown. Package ids
 * are the quest's own, far from the store's.
 */
const DEMO_QUEST: TQuestDefinition = {
  ordered: true,
  milestones: [
    {
      missionType: 'SPIN_X_TIMES',
      goal: 1,
      coinType: 'GC',
      gameId: null,
      milestoneRewardPackage: { packageId: 910_001, gcCoin: 1_000_00, scCoin: 0 },
    },
    {
      missionType: 'WIN_X_TIMES',
      goal: 3,
      coinType: 'GC',
      gameId: null,
      milestoneRewardPackage: { packageId: 910_002, gcCoin: 2_500_00, scCoin: 0 },
    },
    {
      missionType: 'BET_SUM_OF',
      goal: 50_000_00,
      coinType: 'GC',
      gameId: null,
      milestoneRewardPackage: { packageId: 910_003, gcCoin: 0, scCoin: 1_00 },
    },
  ],
  rewardPackage: { packageId: 910_000, gcCoin: 10_000_00, scCoin: 2_00 },
};
/** The promo code whose redemption brings the demo coin-back booster. */
export const BOOSTER_PROMO_CODE = 'BOOSTCROWN';
/** The promo code whose redemption brings the demo priced wheel. */
export const PRICED_WHEEL_PROMO_CODE = 'GOLDSPIN';
/** The promo code whose redemption brings the demo 2-3-offer (decision 215). */
export const TWO_THREE_OFFER_PROMO_CODE = 'PICKCROWN';

/** The store packages (by sku) side by side in the demo 2-3-offer. */
export const TWO_THREE_OFFER_SKUS = ['pack-5', 'pack-10', 'pack-20'] as const;
/** The store packages (by sku) of the demo store offer (decision 216). */
export const STORE_OFFER_SKUS = ['pack-20', 'pack-50'] as const;

/** A store package as a priced step of an offer (its id and price as the store sells it). */
export interface TStorePackageOffer {
  id: number;
  priceMinor: number;
  gcAmountMinor: number;
  scAmountMinor: number;
}

const WINDOW = { startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2027-12-31T23:59:59.000Z' };

type TDemoTrigger = Pick<
  TEventTriggerDefinition,
  'triggerKey' | 'promoCode' | 'weight' | 'durationSeconds' | 'hideWidgetTimer' | 'benefit'
>;

/** A demo trigger: once per player, for both coins, inside the demo window. */
function once(trigger: TDemoTrigger): TEventTriggerDefinition {
  return {
    ...trigger,
    usesPerUserLimit: 1,
    purchaseCooldown: 0,
    coinMode: 'all',
    ...WINDOW,
    isActive: true,
  };
}

/** The popup and widget images of a demo benefit. */
const images = (name: string) => ({
  imageUrl: `${IMAGES}/${name}.svg`,
  miniImageUrl: `${IMAGES}/${name}-mini.svg`,
});

const NOTHING_PAID = { gcCoin: 0, scCoin: 0, packages: [] };

/** A store package as an offer's priced package: its id, price and coins as the store sells it. */
const sold = (pack: TStorePackageOffer) => ({
  packageId: pack.id,
  price: pack.priceMinor,
  gcCoin: pack.gcAmountMinor,
  scCoin: pack.scAmountMinor,
});

/** The packages of these skus, or null unless the store has every one. */
function packsOf(
  packs: ReadonlyMap<string, TStorePackageOffer>,
  skus: readonly string[],
): TStorePackageOffer[] | null {
  const found = skus.flatMap((sku) => packs.get(sku) ?? []);
  return found.length === skus.length ? found : null;
}

/**
 * PICKCROWN's 2-3-offer (decision 215): the Starter Pack, Handful and Pouch of Coins side by
 * side, once per player; and the store offer every player meets in the store after a log-in
 * (decision 216), only there: the Pouch and the Chest of Coins, again a day after it was bought.
 */
function offerTriggers(packs: ReadonlyMap<string, TStorePackageOffer>): TEventTriggerDefinition[] {
  const triggers: TEventTriggerDefinition[] = [];
  const picks = packsOf(packs, TWO_THREE_OFFER_SKUS);
  if (picks) {
    triggers.push(
      once({
        triggerKey: 'AFTER_PROMO_CODE',
        promoCode: TWO_THREE_OFFER_PROMO_CODE,
        weight: 88,
        durationSeconds: null,
        hideWidgetTimer: true,
        benefit: {
          benefitType: '2-3-offer',
          key: 'crown-pick-offer',
          ...images('two-three-offer'),
          gcCoin: 0,
          scCoin: 0,
          packages: picks.map(sold),
          layout: TWO_THREE_OFFER_LAYOUT,
          visibility: { lobby: true, store: false },
        },
      }),
    );
  }
  const vault = packsOf(packs, STORE_OFFER_SKUS);
  if (vault) {
    triggers.push({
      ...once({
        triggerKey: 'AFTER_LOGIN',
        promoCode: null,
        weight: 40,
        durationSeconds: null,
        hideWidgetTimer: true,
        benefit: {
          benefitType: 'offer',
          key: 'crown-picks-store-offer',
          ...images('store-offer'),
          gcCoin: 0,
          scCoin: 0,
          packages: vault.map(sold),
          layout: OFFER_LAYOUT,
          visibility: { lobby: false, store: true },
          storeLayout: {
            title: 'Crown Picks',
            text: 'Two favourite packs, side by side: the Chest adds 5% coin-back.',
            badge: 'Store offer',
          },
          storeLayoutImageUrl: `${IMAGES}/store-offer.svg`,
        },
      }),
      usesPerUserLimit: -1,
      purchaseCooldown: 24 * 60 * 60,
    });
  }
  return triggers;
}

/**
 * The demo's popups (decisions 119, 200, 214, 215, 217, 220, 221): every player meets a gift and
 * a message after a log-in, once each; redeeming WELCOME10 brings the Welcome Offer from the
 * store, redeeming SPINCROWN a wheel of fortune, redeeming ROLLCROWN a rolling offer (a free step,
 * the store's Starter Pack, a free step), redeeming QUESTCROWN a quest of three milestones,
 * redeeming BOOSTCROWN a coin-back booster (+5 points for 24 hours), redeeming GOLDSPIN the Gold
 * Wheel, whose spin comes with the store's Pouch of Coins, redeeming PICKCROWN a 2-3-offer; and a
 * store offer (decision 216). `packs`: the store's packages by sku, for the last two.
 */
export function demoEventTriggers(
  welcomeOffer: { id: number; priceMinor: number } | null,
  starterPack: TStorePackageOffer | null = null,
  goldWheelPack: { id: number; priceMinor: number } | null = null,
  packs: ReadonlyMap<string, TStorePackageOffer> = new Map(),
) {
  const triggers: TEventTriggerDefinition[] = [
    once({
      triggerKey: 'AFTER_LOGIN',
      promoCode: null,
      weight: 100,
      durationSeconds: 24 * 60 * 60,
      hideWidgetTimer: false,
      benefit: {
        benefitType: 'gift',
        key: 'royal-welcome-gift',
        ...images('gift'),
        gcCoin: 5_000_00,
        scCoin: 1_00,
        packages: [],
        layout: GIFT_LAYOUT,
        visibility: { lobby: true, store: false },
      },
    }),
    once({
      triggerKey: 'AFTER_LOGIN',
      promoCode: null,
      weight: 50,
      durationSeconds: null,
      hideWidgetTimer: true,
      benefit: {
        benefitType: 'message',
        key: 'crown-news',
        ...images('message'),
        ...NOTHING_PAID,
        layout: MESSAGE_LAYOUT,
        visibility: { lobby: true, store: false },
      },
    }),
    once({
      triggerKey: 'AFTER_PROMO_CODE',
      promoCode: WHEEL_PROMO_CODE,
      weight: 90,
      durationSeconds: null,
      hideWidgetTimer: true,
      benefit: {
        benefitType: 'wheelOfFortune',
        key: 'crown-wheel',
        ...images('wheel'),
        ...NOTHING_PAID,
        layout: WHEEL_LAYOUT,
        visibility: { lobby: true, store: false },
        slices: WHEEL_SLICES,
      },
    }),
    once({
      triggerKey: 'AFTER_PROMO_CODE',
      promoCode: QUEST_PROMO_CODE,
      weight: 95,
      durationSeconds: 7 * 24 * 60 * 60,
      hideWidgetTimer: false,
      benefit: {
        benefitType: 'quest',
        key: 'crown-quest',
        ...images('quest'),
        ...NOTHING_PAID,
        layout: QUEST_LAYOUT,
        visibility: { lobby: true, store: false },
        quest: DEMO_QUEST,
      },
    }),
    once({
      triggerKey: 'AFTER_PROMO_CODE',
      promoCode: BOOSTER_PROMO_CODE,
      weight: 75,
      durationSeconds: null,
      hideWidgetTimer: true,
      benefit: {
        benefitType: 'coinBackBooster',
        key: 'crown-coin-back-booster',
        ...images('coin-back-booster'),
        ...NOTHING_PAID,
        layout: BOOSTER_LAYOUT,
        visibility: { lobby: true, store: false },
        booster: { percentPoints: 5, durationHours: 24 },
      },
    }),
  ];
  if (welcomeOffer) {
    triggers.push(
      once({
        triggerKey: 'AFTER_PROMO_CODE',
        promoCode: 'WELCOME10',
        weight: 80,
        durationSeconds: 2 * 60 * 60,
        hideWidgetTimer: false,
        benefit: {
          benefitType: 'offer',
          key: 'welcome10-offer',
          ...images('offer'),
          gcCoin: 0,
          scCoin: 0,
          packages: [
            {
              packageId: welcomeOffer.id,
              price: welcomeOffer.priceMinor,
              gcCoin: 250_000_00,
              scCoin: 25_00,
            },
          ],
          layout: OFFER_LAYOUT,
          visibility: { lobby: true, store: false },
        },
      }),
    );
  }
  if (starterPack) {
    triggers.push(
      once({
        triggerKey: 'AFTER_PROMO_CODE',
        promoCode: ROLLING_OFFER_PROMO_CODE,
        weight: 85,
        durationSeconds: null,
        hideWidgetTimer: true,
        benefit: {
          benefitType: 'rollingOffer',
          key: 'crown-rolling-offer',
          ...images('rolling-offer'),
          gcCoin: 0,
          scCoin: 0,
          packages: [
            { packageId: ROLLING_FREE_STEP_IDS[0], price: 0, gcCoin: 2_000_00, scCoin: 0 },
            {
              packageId: starterPack.id,
              price: starterPack.priceMinor,
              gcCoin: starterPack.gcAmountMinor,
              scCoin: starterPack.scAmountMinor,
            },
            { packageId: ROLLING_FREE_STEP_IDS[1], price: 0, gcCoin: 0, scCoin: 1_00 },
          ],
          layout: ROLLING_OFFER_LAYOUT,
          visibility: { lobby: true, store: false },
        },
      }),
    );
  }
  if (goldWheelPack) {
    triggers.push(
      once({
        triggerKey: 'AFTER_PROMO_CODE',
        promoCode: PRICED_WHEEL_PROMO_CODE,
        weight: 70,
        durationSeconds: null,
        hideWidgetTimer: true,
        benefit: {
          benefitType: 'wheelOfFortune',
          key: 'gold-wheel',
          ...images('gold-wheel'),
          gcCoin: 0,
          scCoin: 0,
          packages: [
            { packageId: goldWheelPack.id, price: goldWheelPack.priceMinor, gcCoin: 0, scCoin: 0 },
          ],
          layout: GOLD_WHEEL_LAYOUT,
          visibility: { lobby: true, store: false },
          slices: GOLD_WHEEL_SLICES,
        },
      }),
    );
  }
  return [...triggers, ...offerTriggers(packs)];
}

/** Insert-if-missing by benefit key: an operator's edits survive restarts. */
export async function seedEventTriggers(db: TDatabase): Promise<void> {
  const packages = await db
    .select({
      sku: storePackages.sku,
      id: storePackages.id,
      priceMinor: storePackages.priceMinor,
      gcAmountMinor: storePackages.gcAmountMinor,
      scAmountMinor: storePackages.scAmountMinor,
    })
    .from(storePackages)
    .where(
      inArray(storePackages.sku, ['welcome-offer', ...TWO_THREE_OFFER_SKUS, ...STORE_OFFER_SKUS]),
    );
  const bySku = new Map(packages.map((item) => [item.sku, item]));
  const rows = demoEventTriggers(
    bySku.get('welcome-offer') ?? null,
    bySku.get('pack-5') ?? null,
    bySku.get('pack-20') ?? null,
    bySku,
  ).map((trigger) => ({
    triggerKey: trigger.triggerKey,
    promoCode: trigger.promoCode,
    benefitKey: trigger.benefit.key,
    benefitType: trigger.benefit.benefitType,
    benefit: trigger.benefit,
    weight: trigger.weight,
    usesPerUserLimit: trigger.usesPerUserLimit,
    durationSeconds: trigger.durationSeconds,
    purchaseCooldown: trigger.purchaseCooldown,
    hideWidgetTimer: trigger.hideWidgetTimer,
    coinMode: trigger.coinMode,
    startsAt: new Date(trigger.startsAt),
    endsAt: new Date(trigger.endsAt),
    isActive: trigger.isActive,
    updatedBy: null,
  }));
  await db.insert(eventTriggers).values(rows).onConflictDoNothing({
    target: eventTriggers.benefitKey,
  });
}
