import type {
  TEventLayout,
  TEventLayoutElement,
  TEventTriggerDefinition,
  TQuestDefinition,
} from '@casino/contracts';
import { inArray } from 'drizzle-orm';
import type { TDatabase } from '#src/db/client';
import { eventTriggers, storePackages } from '#src/db/schema/index';

const IMAGES = '/images/event-triggers';
const STYLE = { fontSize: 20 } as const;

/** Gift: the amount, the countdown, a Claim button and the close icon over the gift image. */
const GIFT_LAYOUT: TEventLayout = {
  version: 1,
  attributes: { imageWidth: 600, imageHeight: 800 },
  elements: [
    { type: 'CLOSE', left: 86, top: 2, width: 12, height: 9, style: STYLE },
    {
      type: 'REWARD',
      left: 10,
      top: 64,
      width: 80,
      height: 10,
      style: { fontSize: 30, color: '#FFD966' },
    },
    {
      type: 'TIMER',
      left: 30,
      top: 75,
      width: 40,
      height: 5,
      style: { fontSize: 16, color: '#B9B3E0' },
    },
    {
      type: 'ACTION_BTN',
      left: 20,
      top: 83,
      width: 60,
      height: 9,
      style: { fontSize: 24 },
      text: 'CLAIM',
      btnType: 'main',
    },
  ],
};

/** Message: the text is in the image; one button acknowledges it. */
const MESSAGE_LAYOUT: TEventLayout = {
  version: 1,
  attributes: { imageWidth: 600, imageHeight: 800 },
  elements: [
    { type: 'CLOSE', left: 86, top: 2, width: 12, height: 9, style: STYLE },
    {
      type: 'ACTION_BTN',
      left: 20,
      top: 80,
      width: 60,
      height: 9,
      style: { fontSize: 24 },
      text: 'GOT IT!',
      btnType: 'light',
    },
  ],
};

/** Offer: the package image drawn over the coins, the price on a button that opens the store. */
const OFFER_LAYOUT: TEventLayout = {
  version: 2,
  attributes: { imageWidth: 600, imageHeight: 800 },
  elements: [
    { type: 'CLOSE', left: 86, top: 2, width: 12, height: 9, style: STYLE },
    {
      type: 'DYNAMIC_IMAGE_1',
      left: 38,
      top: 52,
      width: 24,
      height: 12,
      style: STYLE,
      imageUrl: '/images/daily-bonus/chest.svg',
    },
    {
      type: 'REWARD',
      left: 10,
      top: 67,
      width: 80,
      height: 8,
      style: { fontSize: 26, color: '#5BE39A' },
    },
    {
      type: 'ACTION_BTN',
      left: 20,
      top: 82,
      width: 60,
      height: 9,
      style: { fontSize: 22 },
      text: 'GET OFFER',
      btnType: 'orange',
    },
  ],
};

/**
 * Rolling offer: the offer's close icon, reward and button without its image; the client draws
 * the steps' progress where the image was (decision 214).
 */
const ROLLING_OFFER_LAYOUT: TEventLayout = {
  version: 1,
  attributes: OFFER_LAYOUT.attributes,
  elements: OFFER_LAYOUT.elements.flatMap(
    (element): Exclude<TEventLayoutElement, { type: 'DYNAMIC_IMAGE_1' }>[] => {
      if (element.type === 'DYNAMIC_IMAGE_1') return [];
      if (element.type === 'REWARD') return [{ ...element, top: 62 }];
      if (element.type === 'ACTION_BTN') return [{ ...element, text: 'COLLECT' }];
      return [element];
    },
  ),
};

/**
 * The free steps' package ids: they are the offer's own (not store packages), far above the
 * store's ids so that no purchase is mistaken for them.
 */
const ROLLING_FREE_STEP_IDS = [900_001, 900_002] as const;

/** Wheel: the wheel is drawn by the client in the middle; the prize shows once spun. */
const WHEEL_LAYOUT: TEventLayout = {
  version: 1,
  attributes: { imageWidth: 600, imageHeight: 800 },
  elements: [
    { type: 'CLOSE', left: 86, top: 2, width: 12, height: 9, style: STYLE },
    {
      type: 'REWARD',
      left: 10,
      top: 72,
      width: 80,
      height: 8,
      style: { fontSize: 26, color: '#FFD966' },
    },
    {
      type: 'ACTION_BTN',
      left: 20,
      top: 83,
      width: 60,
      height: 9,
      style: { fontSize: 24 },
      text: 'SPIN',
      btnType: 'main',
    },
  ],
};

/** The Gold Wheel: the wheel's layout with a smaller REWARD line, which first says what buys the spin. */
const GOLD_WHEEL_LAYOUT: TEventLayout = {
  ...WHEEL_LAYOUT,
  elements: WHEEL_LAYOUT.elements.map((element) =>
    element.type === 'REWARD' ? { ...element, style: { ...element.style, fontSize: 17 } } : element,
  ),
};

/** The Gold Wheel's six slices (decision 221): its spin is bought, so its prizes are larger. */
const GOLD_WHEEL_SLICES = [
  { gcCoin: 20_000_00, scCoin: 0 },
  { gcCoin: 0, scCoin: 2_00 },
  { gcCoin: 50_000_00, scCoin: 0 },
  { gcCoin: 0, scCoin: 5_00 },
  { gcCoin: 100_000_00, scCoin: 0 },
  { gcCoin: 0, scCoin: 10_00 },
];

/** Coin-back booster: the points and hours in the REWARD place, a button that starts it. */
const BOOSTER_LAYOUT: TEventLayout = {
  version: 1,
  attributes: { imageWidth: 600, imageHeight: 800 },
  elements: [
    { type: 'CLOSE', left: 86, top: 2, width: 12, height: 9, style: STYLE },
    {
      type: 'REWARD',
      left: 8,
      top: 62,
      width: 84,
      height: 9,
      style: { fontSize: 24, color: '#5BE39A' },
    },
    {
      type: 'ACTION_BTN',
      left: 20,
      top: 82,
      width: 60,
      height: 9,
      style: { fontSize: 24 },
      text: 'ACTIVATE',
      btnType: 'main',
    },
  ],
};

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

/** Quest: the final reward and its countdown over the map; the button opens the quest dialog. */
const QUEST_LAYOUT: TEventLayout = {
  ...GIFT_LAYOUT,
  elements: GIFT_LAYOUT.elements.map((element) =>
    element.type === 'ACTION_BTN' ? { ...element, text: 'VIEW QUEST' } : element,
  ),
};

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

/**
 * The demo's popups (decisions 119, 200, 214): every player meets a gift and a message after a
 * log-in, once each; redeeming WELCOME10 brings the Welcome Offer from the store, redeeming
 * SPINCROWN a wheel of fortune, redeeming ROLLCROWN a rolling offer (a free step, the store's
 * Starter Pack, a free step), redeeming QUESTCROWN a quest of three milestones, redeeming
 * BOOSTCROWN a coin-back booster (+5 points for 24 hours), redeeming GOLDSPIN the Gold Wheel,
 * whose spin comes with the store's Pouch of Coins.
 */
export function demoEventTriggers(
  welcomeOffer: { id: number; priceMinor: number } | null,
  starterPack: TStorePackageOffer | null = null,
  goldWheelPack: { id: number; priceMinor: number } | null = null,
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
          visibility: { lobby: true, store: true },
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
  return triggers;
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
    .where(inArray(storePackages.sku, ['welcome-offer', 'pack-5', 'pack-20']));
  const bySku = (sku: string) => packages.find((item) => item.sku === sku) ?? null;
  const triggers = demoEventTriggers(bySku('welcome-offer'), bySku('pack-5'), bySku('pack-20'));
  const rows = triggers.map((trigger) => ({
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
