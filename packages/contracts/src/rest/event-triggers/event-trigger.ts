import { z } from 'zod';
import { INT32_MAX, ZInt32Id } from '#src/common/ids';
import { zText } from '#src/common/text';
import { ZPlayerQuest, ZQuestDefinition } from '#src/rest/quests/quest';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

/** What starts an operator's trigger for a player (engagement §7). */
export const EVENT_TRIGGER_KEYS = ['AFTER_LOGIN', 'AFTER_PROMO_CODE'] as const;
export const ZEventTriggerKey = z.enum(EVENT_TRIGGER_KEYS);
export type TEventTriggerKey = z.infer<typeof ZEventTriggerKey>;

/**
 * The eight benefit types a popup may carry (engagement §5), and coinBackBooster, "seen in
 * another reading of the types" (§3; SPEC-NOTES, decision 220).
 */
export const BENEFIT_TYPES = [
  'offer',
  'gift',
  'wheelOfFortune',
  'message',
  'personalGift',
  '2-3-offer',
  'quest',
  'rollingOffer',
  'coinBackBooster',
] as const;
export const ZBenefitType = z.enum(BENEFIT_TYPES);
export type TBenefitType = z.infer<typeof ZBenefitType>;

/**
 * The benefit types an operator can define now (decisions 119, 200, 214, 215, 217, 220); the
 * others are refused.
 */
export const OPERATOR_BENEFIT_TYPES = [
  'gift',
  'message',
  'personalGift',
  'offer',
  'wheelOfFortune',
  'rollingOffer',
  'quest',
  'coinBackBooster',
  '2-3-offer',
] as const;
export const ZOperatorBenefitType = z.enum(OPERATOR_BENEFIT_TYPES);

/** Which coin's screen shows the popup: every coin, or only GC or SC. */
export const ZCoinMode = z.enum(['all', 'gc', 'sc']);
export type TCoinMode = z.infer<typeof ZCoinMode>;

export const ACTION_BUTTON_TYPES = ['base', 'main', 'light', 'orange', 'blue'] as const;

/** A position or size on the popup image, percent of its width or height. */
const ZPercent = z.number().min(0).max(100);
const ZColor = zText({ error: 'Colors are #rgb or #rrggbb' }).regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/);
const ZImageUrl = zText()
  .min(1)
  .max(500)
  .regex(/^(?:https:\/\/|\/)[^\s"'<>]*$/, 'An image is an https address or a path from /');

const ZElementStyle = z.object({
  fontSize: z.number().int().min(6).max(96),
  color: ZColor.optional(),
  background: ZColor.optional(),
  display: z.enum(['block', 'flex', 'none']).optional(),
});

const ZElementBox = {
  left: ZPercent,
  top: ZPercent,
  width: ZPercent,
  height: ZPercent,
  style: ZElementStyle,
};

const ZActionButton = z.object({
  type: z.literal('ACTION_BTN'),
  ...ZElementBox,
  text: zText().trim().min(1).max(40),
  btnType: z.enum(ACTION_BUTTON_TYPES),
});
const ZPlainElement = z.object({ type: z.enum(['TIMER', 'CLOSE', 'REWARD']), ...ZElementBox });
const ZDynamicImage = z.object({
  type: z.literal('DYNAMIC_IMAGE_1'),
  ...ZElementBox,
  imageUrl: ZImageUrl,
});

const ZLayoutAttributes = z.object({
  imageWidth: z.number().int().min(100).max(4000),
  imageHeight: z.number().int().min(100).max(4000),
});

function withButtonAndClose<T extends z.ZodType<{ elements: { type: string }[] }>>(schema: T) {
  return schema.refine(
    (layout) =>
      layout.elements.some((element) => element.type === 'ACTION_BTN') &&
      layout.elements.some((element) => element.type === 'CLOSE') &&
      new Set(layout.elements.map((element) => element.type)).size === layout.elements.length,
    { message: 'A layout has one ACTION_BTN and one CLOSE, and each element type once' },
  );
}

/** Layout generation 1 (engagement §5, decision 119): ACTION_BTN, TIMER, CLOSE, REWARD. */
export const ZEventLayoutV1 = withButtonAndClose(
  z.object({
    version: z.literal(1),
    elements: z.array(z.discriminatedUnion('type', [ZActionButton, ZPlainElement])).max(4),
    attributes: ZLayoutAttributes,
  }),
);
/** Layout generation 2: generation 1 and a DYNAMIC_IMAGE_1 drawn over the popup image. */
export const ZEventLayoutV2 = withButtonAndClose(
  z.object({
    version: z.literal(2),
    elements: z
      .array(z.discriminatedUnion('type', [ZActionButton, ZPlainElement, ZDynamicImage]))
      .max(5),
    attributes: ZLayoutAttributes,
  }),
);
export const ZEventLayout = z.union([ZEventLayoutV1, ZEventLayoutV2]);
export type TEventLayout = z.infer<typeof ZEventLayout>;
export type TEventLayoutElement = TEventLayout['elements'][number];

/** Most an event pays per coin, minor units (1,000,000 GC or SC). */
export const EVENT_REWARD_MAX_MINOR = 100_000_000;
const ZRewardMinor = ZAmountMinor.min(0).max(EVENT_REWARD_MAX_MINOR);

/**
 * A package of an offer. Price 0: a free package the popup claims; price above 0: a store
 * package (its id and price as the store sells it) the popup's button opens the store for.
 */
export const ZEventPackage = z.object({
  packageId: ZInt32Id,
  price: z.number().int().min(0).max(INT32_MAX),
  scCoin: ZRewardMinor,
  gcCoin: ZRewardMinor,
});
export type TEventPackage = z.infer<typeof ZEventPackage>;

/** A wheel of fortune's slice: the prize it pays when drawn, minor units (decision 200). */
export const ZWheelSlice = z
  .object({ gcCoin: ZRewardMinor, scCoin: ZRewardMinor })
  .refine((slice) => slice.gcCoin + slice.scCoin > 0, {
    message: 'A slice pays GC, SC or both',
    path: ['gcCoin'],
  });
export type TWheelSlice = z.infer<typeof ZWheelSlice>;
export const WHEEL_SLICES_MIN = 2;
export const WHEEL_SLICES_MAX = 12;
/** A rolling offer's packages are its steps, taken in order (decision 214). */
export const ROLLING_OFFER_STEPS_MIN = 2;
/** The most packages an offer shows; a 2-3-offer shows two or three (decision 215). */
export const OFFER_PACKAGES_MAX = 3;
export const TWO_THREE_OFFER_PACKAGES_MIN = 2;

/** The benefit types whose packages are sold in the store: the ones a store offer may be. */
export const STORE_OFFER_BENEFIT_TYPES: readonly TBenefitType[] = ['offer', '2-3-offer'];

/**
 * A 2-3-offer's packages (decision 215): two or three store packages side by side, each with a
 * price, none repeated. The operator's definition and the client's check on receipt share it.
 */
export function isTwoThreeOfferPackages(packages: readonly TEventPackage[]): boolean {
  return (
    packages.length >= TWO_THREE_OFFER_PACKAGES_MIN &&
    packages.length <= OFFER_PACKAGES_MAX &&
    packages.every((item) => item.price > 0) &&
    new Set(packages.map((item) => item.packageId)).size === packages.length
  );
}

/**
 * How a store offer's card looks in the store (decision 216): its title, an optional line of
 * text and an optional ribbon; the card's image is the benefit's storeLayoutImageUrl.
 */
export const ZStoreLayout = z.object({
  title: zText().trim().min(1).max(40),
  text: zText().trim().max(120),
  badge: zText().trim().max(24),
});
export type TStoreLayout = z.infer<typeof ZStoreLayout>;

/** Most percentage points a coin-back booster adds, and its longest run (decision 220). */
export const BOOSTER_POINTS_MAX = 50;
export const BOOSTER_HOURS_MAX = 30 * 24;

/**
 * A coin-back booster (decision 220): claimed from its popup, it adds `percentPoints` to the
 * player's coin-back rate for the play of the next `durationHours`.
 */
export const ZCoinBackBoost = z.object({
  percentPoints: z.number().int().min(1).max(BOOSTER_POINTS_MAX),
  durationHours: z.number().int().min(1).max(BOOSTER_HOURS_MAX),
});
export type TCoinBackBoost = z.infer<typeof ZCoinBackBoost>;

export const ZBenefitKey = zText()
  .min(3)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'A key is lower-case letters, digits, - and _');

type TRefinement = z.core.$RefinementCtx;
type TBenefitDraft = {
  benefitType: z.infer<typeof ZOperatorBenefitType>;
  packages: TEventPackage[];
  visibility: { lobby: boolean; store: boolean };
  storeLayout?: TStoreLayout | undefined;
  storeLayoutImageUrl?: string | undefined;
};

const OFFER_TYPES: readonly string[] = ['offer', 'rollingOffer', '2-3-offer'];

/** An offer's packages: how many its type takes, free ones paying, none repeated. */
function checkOfferPackages(benefit: TBenefitDraft, context: TRefinement): void {
  const { benefitType, packages } = benefit;
  if (benefitType === 'wheelOfFortune') {
    // A priced wheel (decision 221): its spin is bought as one store package.
    if (packages.length > 1 || packages.some((item) => item.price <= 0)) {
      context.addIssue({
        code: 'custom',
        message:
          'A wheel has at most one package, the priced store package its spin is bought with',
        path: ['packages'],
      });
    }
    return;
  }
  if (!OFFER_TYPES.includes(benefitType)) {
    if (packages.length > 0) {
      context.addIssue({
        code: 'custom',
        message: 'Only offers and priced wheels have packages',
        path: ['packages'],
      });
    }
    return;
  }
  const least =
    benefitType === 'rollingOffer'
      ? ROLLING_OFFER_STEPS_MIN
      : benefitType === '2-3-offer'
        ? TWO_THREE_OFFER_PACKAGES_MIN
        : 1;
  if (packages.length < least) {
    const message = {
      offer: 'An offer has packages',
      rollingOffer: `A rolling offer has ${least} to ${OFFER_PACKAGES_MAX} steps`,
      '2-3-offer': `A 2-3-offer has ${least} or ${OFFER_PACKAGES_MAX} packages`,
    }[benefitType as 'offer' | 'rollingOffer' | '2-3-offer'];
    context.addIssue({ code: 'custom', message, path: ['packages'] });
  }
  const ids = packages.map((item) => item.packageId);
  if (new Set(ids).size !== ids.length) {
    context.addIssue({ code: 'custom', message: 'Package ids repeat', path: ['packages'] });
  }
  for (const [index, item] of packages.entries()) {
    if (item.price > 0 || item.gcCoin + item.scCoin > 0) continue;
    context.addIssue({
      code: 'custom',
      message: 'A free package pays GC, SC or both',
      path: ['packages', index],
    });
  }
  if (benefitType === '2-3-offer' && packages.some((item) => item.price === 0)) {
    context.addIssue({
      code: 'custom',
      message: "A 2-3-offer's packages are store packages with a price above 0",
      path: ['packages'],
    });
  }
}

/**
 * Where the benefit shows (decision 216): the lobby (its popup), the store (a card above the
 * packages), or both. Only offers and 2-3-offers are sold in the store, only with priced
 * packages, and only they have a store layout.
 */
function checkVisibility(benefit: TBenefitDraft, context: TRefinement): void {
  const { visibility } = benefit;
  if (!visibility.lobby && !visibility.store) {
    context.addIssue({
      code: 'custom',
      message: 'A benefit shows in the lobby, the store or both',
      path: ['visibility'],
    });
  }
  const hasStoreLayout =
    benefit.storeLayout !== undefined || benefit.storeLayoutImageUrl !== undefined;
  if (!visibility.store) {
    if (hasStoreLayout) {
      context.addIssue({
        code: 'custom',
        message: 'Only a benefit shown in the store has a store layout',
        path: ['storeLayout'],
      });
    }
    return;
  }
  if (!STORE_OFFER_BENEFIT_TYPES.includes(benefit.benefitType)) {
    context.addIssue({
      code: 'custom',
      message: 'Only offers and 2-3-offers show in the store',
      path: ['visibility', 'store'],
    });
  }
  if (benefit.packages.some((item) => item.price === 0)) {
    context.addIssue({
      code: 'custom',
      message: 'An offer shown in the store sells its packages: each has a price above 0',
      path: ['packages'],
    });
  }
  if (benefit.storeLayout === undefined || benefit.storeLayoutImageUrl === undefined) {
    context.addIssue({
      code: 'custom',
      message: 'An offer shown in the store has its storeLayout and storeLayoutImageUrl',
      path: ['storeLayout'],
    });
  }
}

/** The benefit an operator defines for a trigger (engagement §3), amounts in minor units. */
export const ZOperatorBenefit = z
  .object({
    benefitType: ZOperatorBenefitType,
    key: ZBenefitKey,
    imageUrl: ZImageUrl,
    miniImageUrl: ZImageUrl,
    gcCoin: ZRewardMinor,
    scCoin: ZRewardMinor,
    /**
     * offer and 2-3-offer: the packages on show; rollingOffer: its steps in order;
     * wheelOfFortune: none (a free spin) or the store package its spin is bought with (decision
     * 221).
     */
    packages: z.array(ZEventPackage).max(OFFER_PACKAGES_MAX),
    layout: ZEventLayout,
    /** lobby: the popup shows; store: a card in the store (decision 216). */
    visibility: z.object({ lobby: z.boolean(), store: z.boolean() }),
    /** visibility.store only: the store card's texts and image. */
    storeLayout: ZStoreLayout.optional(),
    storeLayoutImageUrl: ZImageUrl.optional(),
    /** wheelOfFortune only: its slices, clockwise from the top. */
    slices: z.array(ZWheelSlice).max(WHEEL_SLICES_MAX).optional(),
    /** quest only: its milestones and final reward (decision 217). */
    quest: ZQuestDefinition.optional(),
    /** coinBackBooster only: what it adds to the coin-back rate, and for how long. */
    booster: ZCoinBackBoost.optional(),
  })
  .superRefine((benefit, context) => {
    if ((benefit.benefitType === 'quest') !== (benefit.quest !== undefined)) {
      context.addIssue({
        code: 'custom',
        message: 'A quest, and only a quest, has its quest',
        path: ['quest'],
      });
    }
    if ((benefit.benefitType === 'coinBackBooster') !== (benefit.booster !== undefined)) {
      context.addIssue({
        code: 'custom',
        message: 'A coin-back booster, and only a booster, has its booster',
        path: ['booster'],
      });
    }
    if (benefit.benefitType === 'wheelOfFortune') {
      if ((benefit.slices?.length ?? 0) < WHEEL_SLICES_MIN) {
        context.addIssue({
          code: 'custom',
          message: `A wheel has ${WHEEL_SLICES_MIN} to ${WHEEL_SLICES_MAX} slices`,
          path: ['slices'],
        });
      }
    } else if (benefit.slices !== undefined) {
      context.addIssue({ code: 'custom', message: 'Only wheels have slices', path: ['slices'] });
    }
    const isGift = benefit.benefitType === 'gift' || benefit.benefitType === 'personalGift';
    if (isGift && benefit.gcCoin + benefit.scCoin <= 0) {
      context.addIssue({ code: 'custom', message: 'A gift pays GC, SC or both', path: ['gcCoin'] });
    }
    if (!isGift && benefit.gcCoin + benefit.scCoin > 0) {
      context.addIssue({
        code: 'custom',
        message:
          'Only gifts pay coins; an offer pays through its packages, a wheel its slices, a quest its milestones',
        path: ['gcCoin'],
      });
    }
    checkOfferPackages(benefit, context);
    checkVisibility(benefit, context);
  });
export type TOperatorBenefit = z.infer<typeof ZOperatorBenefit>;

/** An operator's trigger with its benefit (decision 119); times are ISO date-times. */
export const ZEventTriggerDefinition = z
  .object({
    triggerKey: ZEventTriggerKey,
    /** AFTER_PROMO_CODE only: the code whose redemption starts it (upper-cased). */
    promoCode: zText().trim().min(3).max(32).toUpperCase().nullable(),
    weight: z.number().int().min(0).max(1000),
    /** How often a player may use it; -1 unlimited. */
    usesPerUserLimit: z
      .number()
      .int()
      .min(-1)
      .max(1000)
      .refine((value) => value !== 0, {
        message: 'Use -1 for unlimited or a positive limit',
      }),
    /** The popup's countdown once shown, seconds; null: no timer. */
    durationSeconds: z
      .number()
      .int()
      .min(60)
      .max(30 * 24 * 3600)
      .nullable(),
    purchaseCooldown: z
      .number()
      .int()
      .min(0)
      .max(30 * 24 * 3600),
    hideWidgetTimer: z.boolean(),
    coinMode: ZCoinMode,
    startsAt: z.iso.datetime(),
    /** The trigger's expiry: it starts for no one after this, and its popups end with it. */
    endsAt: z.iso.datetime(),
    isActive: z.boolean(),
    benefit: ZOperatorBenefit,
  })
  .superRefine((trigger, context) => {
    if (Date.parse(trigger.endsAt) <= Date.parse(trigger.startsAt)) {
      context.addIssue({ code: 'custom', message: 'endsAt is after startsAt', path: ['endsAt'] });
    }
    if ((trigger.triggerKey === 'AFTER_PROMO_CODE') !== (trigger.promoCode !== null)) {
      context.addIssue({
        code: 'custom',
        message: 'AFTER_PROMO_CODE triggers, and only they, name a promo code',
        path: ['promoCode'],
      });
    }
    if (!trigger.benefit.visibility.lobby && trigger.durationSeconds !== null) {
      context.addIssue({
        code: 'custom',
        message: 'A benefit shown only in the store has no countdown: only a popup starts one',
        path: ['durationSeconds'],
      });
    }
    if (trigger.benefit.benefitType === 'personalGift' && trigger.triggerKey !== 'AFTER_LOGIN') {
      context.addIssue({
        code: 'custom',
        message: 'Personal gifts are granted by an operator, not by a promo code',
        path: ['triggerKey'],
      });
    }
  });
export type TEventTriggerDefinition = z.infer<typeof ZEventTriggerDefinition>;

export const ZAdminEventTrigger = z.object({
  eventTriggerId: z.number().int(),
  definition: ZEventTriggerDefinition,
  updatedAt: z.iso.datetime(),
});
export type TAdminEventTrigger = z.infer<typeof ZAdminEventTrigger>;

/** A player's event (engagement §3) as the server sends it; the client checks each on receipt. */
export const ZEventTriggerEvent = z
  .object({
    userEventTriggerId: z.number().int().min(1),
    eventTrigger: z.object({
      eventTriggerId: z.number().int().min(1),
      type: ZEventTriggerKey,
      weight: z.number().int(),
      usesPerUserLimit: z.number().int(),
      purchaseCooldown: z.number().int(),
      hideWidgetTimer: z.boolean(),
      extra: z.object({ coinMode: ZCoinMode }),
    }),
    benefit: z.object({
      benefitType: ZBenefitType,
      key: z.string().min(1),
      imageUrl: z.string().min(1),
      miniImageUrl: z.string().min(1),
      scCoin: z.number().int().min(0),
      gcCoin: z.number().int().min(0),
      price: z.number().int().min(0),
      packages: z.array(ZEventPackage),
      layout: z.unknown(),
      visibility: z.object({ lobby: z.boolean(), store: z.boolean() }),
      storeLayout: z.unknown().nullable(),
      storeLayoutImageUrl: z.string().nullable(),
      riveFileUrl: z.string().nullable(),
      /**
       * wheelOfFortune: the slices, the SHA-256 hash of the spin's server seed, and whether it
       * can be spun (a priced wheel once its package was bought, decision 221); else null.
       */
      wheel: z
        .object({
          slices: z.array(
            z.object({ gcCoin: z.number().int().min(0), scCoin: z.number().int().min(0) }),
          ),
          serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
          canSpin: z.boolean(),
        })
        .nullable(),
      /** coinBackBooster: its points and hours, else null. */
      booster: z
        .object({
          percentPoints: z.number().int().min(1),
          durationHours: z.number().int().min(1),
        })
        .nullable(),
      /** quest: the player's quest the event started (decision 217), else null. */
      quest: ZPlayerQuest.nullable(),
    }),
    canDisplay: z.boolean(),
    expiredAt: z.iso.datetime().nullable(),
    isNewEventType: z.boolean(),
    currentStep: z.number().int(),
    userGift: z.object({ id: z.number().int().min(1) }).nullable(),
  })
  .refine(
    (event) =>
      (event.benefit.benefitType === 'wheelOfFortune') ===
      (event.benefit.wheel !== null && event.benefit.wheel.slices.length >= WHEEL_SLICES_MIN),
    {
      message: 'A wheel, and only a wheel, has its slices and seed hash',
      path: ['benefit', 'wheel'],
    },
  )
  .refine(
    (event) =>
      (event.benefit.benefitType === 'coinBackBooster') === (event.benefit.booster !== null),
    { message: 'A coin-back booster, and only a booster, has its booster', path: ['benefit'] },
  )
  .refine(
    (event) =>
      event.benefit.benefitType !== 'rollingOffer' ||
      (event.currentStep >= 0 && event.currentStep < event.benefit.packages.length),
    { message: "A rolling offer's current step is one of its packages", path: ['currentStep'] },
  )
  .refine(
    (event) =>
      (event.benefit.benefitType === 'quest') === (event.benefit.quest !== null) &&
      (event.benefit.quest?.completedAt ?? null) === null,
    {
      message: 'A quest, and only a quest, has its quest, and it is not completed',
      path: ['benefit', 'quest'],
    },
  )
  .refine(
    (event) =>
      event.benefit.benefitType !== '2-3-offer' || isTwoThreeOfferPackages(event.benefit.packages),
    {
      message: 'A 2-3-offer has 2 or 3 priced packages, none repeated',
      path: ['benefit', 'packages'],
    },
  );
export type TEventTriggerEvent = z.infer<typeof ZEventTriggerEvent>;
