import { randomBytes } from 'node:crypto';
import type {
  TAdminEventTrigger,
  TDomainEvents,
  TEventTriggerDefinition,
  TEventTriggerEvent,
  TEventTriggerEventsResponse,
  TEventTriggerKey,
  TOperatorBenefit,
  TSpinWheelOfFortuneResponse,
  TStoreOffer,
} from '@casino/contracts';
import { createFairRng, hashServerSeed } from '@casino/game-engine';
import type { TCoinType } from '@casino/money';
import type { TDatabase, TTransaction } from '#src/db/client';
import type { TJobs } from '#src/db/jobs';
import type { TClock } from '#src/lib/clock';
import type { TEventBus } from '#src/lib/event-bus';
import { badRequest, notFound } from '#src/lib/errors';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import {
  EventPackageHasPriceError,
  EventTriggerNotClaimableError,
  RollingOfferStepError,
} from '#src/modules/event-triggers/event-triggers.errors';
import {
  createEventTriggersRepository,
  type TEventTriggerRow,
  type TEventTriggerValues,
  type TUserEventTriggerRow,
} from '#src/modules/event-triggers/event-triggers.repository';
import { rollingStepOf, type TRollingStep } from '#src/modules/event-triggers/rolling-offer';
import {
  isBoughtOffer,
  isStoreOfferFor,
  storeOfferOf,
} from '#src/modules/event-triggers/store-offers';
import type { TStoreService } from '#src/modules/store/store.service';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

/** Job name (decision 190): pays a claimed gift if the claim's own payment did not finish. */
export const PAY_EVENT_GIFT_JOB = 'event-triggers.pay-gift';
const PAY_SAFETY_DELAY_MS = 60_000;

export interface TPayEventGiftJob {
  userId: string;
  userEventTriggerId: number;
  gcCoin: number;
  scCoin: number;
  /** A rolling offer's step (decision 214): each step of one event is paid under its own key. */
  step?: number;
}

type TEventTriggersRepository = ReturnType<typeof createEventTriggersRepository>;

/** One payment job per claim: per event, and per step of a rolling offer. */
function payJobKey(job: TPayEventGiftJob): string {
  return job.step === undefined
    ? String(job.userEventTriggerId)
    : `${job.userEventTriggerId}:${job.step}`;
}

interface TEventWithTrigger {
  event: TUserEventTriggerRow;
  trigger: TEventTriggerRow;
}

function benefitOf(trigger: TEventTriggerRow): TOperatorBenefit {
  return trigger.benefit as TOperatorBenefit;
}

function definitionOf(trigger: TEventTriggerRow): TEventTriggerDefinition {
  return {
    triggerKey: trigger.triggerKey,
    promoCode: trigger.promoCode,
    weight: trigger.weight,
    usesPerUserLimit: trigger.usesPerUserLimit,
    durationSeconds: trigger.durationSeconds,
    purchaseCooldown: trigger.purchaseCooldown,
    hideWidgetTimer: trigger.hideWidgetTimer,
    coinMode: trigger.coinMode,
    startsAt: trigger.startsAt.toISOString(),
    endsAt: trigger.endsAt.toISOString(),
    isActive: trigger.isActive,
    benefit: benefitOf(trigger),
  };
}

function adminView(trigger: TEventTriggerRow): TAdminEventTrigger {
  return {
    eventTriggerId: trigger.id,
    definition: definitionOf(trigger),
    updatedAt: trigger.updatedAt.toISOString(),
  };
}

function valuesOf(
  definition: TEventTriggerDefinition,
  actorId: string | null,
): TEventTriggerValues {
  return {
    triggerKey: definition.triggerKey,
    promoCode: definition.promoCode,
    benefitKey: definition.benefit.key,
    benefitType: definition.benefit.benefitType,
    benefit: definition.benefit,
    weight: definition.weight,
    usesPerUserLimit: definition.usesPerUserLimit,
    durationSeconds: definition.durationSeconds,
    purchaseCooldown: definition.purchaseCooldown,
    hideWidgetTimer: definition.hideWidgetTimer,
    coinMode: definition.coinMode,
    startsAt: new Date(definition.startsAt),
    endsAt: new Date(definition.endsAt),
    isActive: definition.isActive,
    updatedBy: actorId,
  };
}

/**
 * Whether a trigger reaches players already in their session now (decision 213): an active
 * AFTER_LOGIN trigger inside its window. A promo code's trigger waits for its code.
 */
function isLiveAfterLogin(
  trigger: Pick<TEventTriggerRow, 'triggerKey' | 'isActive' | 'startsAt' | 'endsAt'>,
  at: Date,
): boolean {
  return (
    trigger.triggerKey === 'AFTER_LOGIN' &&
    trigger.isActive &&
    trigger.startsAt <= at &&
    at < trigger.endsAt
  );
}

/** A wheel's server seed, drawn when its event opens (decision 200); null for other benefits. */
function wheelSeedFor(trigger: TEventTriggerRow): string | null {
  return trigger.benefitType === 'wheelOfFortune' ? randomBytes(32).toString('hex') : null;
}

/**
 * The slice a wheel's spin draws: the games' provably fair stream (decision 061) from the
 * event's server seed and the client seed at nonce 0, one draw below the number of slices.
 */
export function drawWheelSlice(serverSeed: string, clientSeed: string, slices: number): number {
  return createFairRng({ serverSeed, clientSeed, nonce: 0 }).nextInt(slices);
}

/** A popup with a countdown shows once its timer has started (engagement §4). */
function canDisplayOf({ event, trigger }: TEventWithTrigger): boolean {
  return trigger.durationSeconds === null || event.expiredAt !== null;
}

/** The event as the player's client receives it (engagement §3). */
function eventView({ event, trigger }: TEventWithTrigger): TEventTriggerEvent {
  const benefit = benefitOf(trigger);
  const rolling = rollingStepOf(benefit, event);
  return {
    userEventTriggerId: event.id,
    eventTrigger: {
      eventTriggerId: trigger.id,
      type: trigger.triggerKey,
      weight: trigger.weight,
      usesPerUserLimit: trigger.usesPerUserLimit,
      purchaseCooldown: trigger.purchaseCooldown,
      hideWidgetTimer: trigger.hideWidgetTimer,
      extra: { coinMode: trigger.coinMode },
    },
    benefit: {
      benefitType: benefit.benefitType,
      key: benefit.key,
      imageUrl: benefit.imageUrl,
      miniImageUrl: benefit.miniImageUrl,
      scCoin: benefit.scCoin,
      gcCoin: benefit.gcCoin,
      price: rolling
        ? rolling.item.price
        : benefit.packages.length > 0
          ? Math.min(...benefit.packages.map((item) => item.price))
          : 0,
      packages: benefit.packages,
      layout: benefit.layout,
      visibility: benefit.visibility,
      storeLayout: benefit.storeLayout ?? null,
      storeLayoutImageUrl: benefit.storeLayoutImageUrl ?? null,
      riveFileUrl: null,
      wheel:
        benefit.slices && event.wheelServerSeed
          ? { slices: benefit.slices, serverSeedHash: hashServerSeed(event.wheelServerSeed) }
          : null,
    },
    canDisplay: canDisplayOf({ event, trigger }),
    expiredAt: event.expiredAt?.toISOString() ?? null,
    isNewEventType: true,
    currentStep: rolling?.step ?? 0,
    userGift: event.isPersonalGift ? { id: event.id } : null,
  };
}

/**
 * Event-trigger popups (engagement §3/§4/§7, decision 119): operators define triggers with a
 * benefit; a trigger key (a log-in, a redeemed promo code) opens an event per player while the
 * player's uses remain; the player's client shows it, and a gift, personal gift or free
 * package is paid once through the ledger when claimed, a message counts a use when seen.
 */
export function createEventTriggersService(deps: {
  db: TDatabase;
  clock: TClock;
  jobs: TJobs;
  wallet: Pick<TWalletService, 'transfer'>;
  audit: Pick<TAuditService, 'record'>;
  events: Pick<TEventBus<TDomainEvents>, 'emit'>;
  store: Pick<TStoreService, 'packagesOnSale'>;
}) {
  const { db, clock, jobs } = deps;

  /**
   * Opens an event of every startable trigger of `triggerKey` whose uses remain and whose
   * purchaseCooldown since the player's last use has passed (decision 216).
   */
  async function startTriggers(
    userId: string,
    triggerKey: TEventTriggerKey,
    promoCode: string | null,
  ): Promise<number> {
    const now = clock.now();
    const repository = createEventTriggersRepository(db);
    await repository.expireEvents(userId, now);
    const triggers = await repository.startableTriggers(triggerKey, now, promoCode);
    const uses = await repository.usesOf(
      userId,
      triggers.map((trigger) => trigger.id),
    );
    const opened = await repository.openEvents(
      triggers
        .filter((trigger) => {
          const used = uses.get(trigger.id);
          if (!used) return true;
          const isCooling =
            used.lastUsedAt !== null &&
            now.getTime() < used.lastUsedAt.getTime() + trigger.purchaseCooldown * 1000;
          return (
            !isCooling && (trigger.usesPerUserLimit === -1 || used.count < trigger.usesPerUserLimit)
          );
        })
        .map((trigger) => ({
          userId,
          eventTriggerId: trigger.id,
          isPersonalGift: false,
          startedAt: now,
          wheelServerSeed: wheelSeedFor(trigger),
        })),
    );
    return opened.length;
  }

  /** The player's own event, else 404 (another player's id answers as if it did not exist). */
  async function ownEvent(
    userId: string,
    userEventTriggerId: number,
    matches: (found: TEventWithTrigger) => boolean,
  ): Promise<TEventWithTrigger> {
    const found = await createEventTriggersRepository(db).eventOf(userId, userEventTriggerId);
    if (!found || !matches(found)) throw notFound(`No event ${userEventTriggerId}`);
    return found;
  }

  /** Pays a claimed gift: one ledger transfer per coin under its natural key; a repeat moves nothing. */
  async function payGift(job: TPayEventGiftJob): Promise<void> {
    for (const [coin, amountMinor] of [
      ['GC', job.gcCoin],
      ['SC', job.scCoin],
    ] as const) {
      if (amountMinor <= 0) continue;
      const step = job.step === undefined ? '' : `step-${job.step}:`;
      await deps.wallet.transfer({
        idempotencyKey: `event-gift:${job.userEventTriggerId}:${step}${coin}`,
        code: 'event_gift',
        userId: job.userId,
        coin,
        amountMinor,
        metadata: { userEventTriggerId: job.userEventTriggerId },
      });
    }
  }

  /**
   * Uses the event (`use` marks it in the transaction) and schedules its payment in one
   * transaction (the loser of a race finds it used: 409), then pays at once; the job pays after
   * a crash in between. `use` defaults to closing the event as used.
   */
  async function claim(
    userId: string,
    userEventTriggerId: number,
    paid: { gcCoin: number; scCoin: number },
    options: {
      spin?: { wheelClientSeed: string; winnerSlice: number };
      step?: number;
      use?: (repository: TEventTriggersRepository, at: Date) => Promise<unknown>;
    } = {},
  ): Promise<{ gcCoin: number; scCoin: number }> {
    const job = await db.transaction(async (tx: TTransaction) => {
      const repository = createEventTriggersRepository(tx);
      const at = clock.now();
      const used = options.use
        ? await options.use(repository, at)
        : await repository.markUsed(userId, userEventTriggerId, at, paid, options.spin);
      if (!used) throw new EventTriggerNotClaimableError(userEventTriggerId);
      const payload: TPayEventGiftJob = {
        userId,
        userEventTriggerId,
        ...paid,
        ...(options.step === undefined ? {} : { step: options.step }),
      };
      if (paid.gcCoin + paid.scCoin > 0) {
        await jobs.schedule(tx, {
          name: PAY_EVENT_GIFT_JOB,
          key: payJobKey(payload),
          runAt: new Date(clock.now().getTime() + PAY_SAFETY_DELAY_MS),
          payload: { ...payload },
        });
      }
      return payload;
    });
    if (job.gcCoin + job.scCoin > 0) {
      await payGift(job);
      await jobs.cancel(db, PAY_EVENT_GIFT_JOB, payJobKey(job));
    }
    return paid;
  }

  /**
   * Tells the player's sockets a package of an offer was taken (claim_package): a rolling
   * offer's step, or an offer's package bought (decision 215), which completes it.
   */
  function emitStepTaken(
    userId: string,
    { event, trigger }: TEventWithTrigger,
    taken: Pick<TRollingStep, 'step' | 'isLast'> & { packageId: number },
  ) {
    deps.events.emit('event_trigger.package_claimed', {
      userId,
      userEventTriggerId: event.id,
      eventTriggerId: trigger.id,
      packageId: taken.packageId,
      currentStep: taken.step + 1,
      isCompleted: taken.isLast,
    });
  }

  /**
   * 400 unless every priced package of an offer is a store package on sale, at its store price
   * and with its store coins: what the popup or store card shows is what the purchase credits.
   */
  async function checkPackages(benefit: TOperatorBenefit): Promise<void> {
    const priced = benefit.packages.filter((item) => item.price > 0);
    const onSale = await createEventTriggersRepository(db).storePackagesOnSale(
      priced.map((item) => item.packageId),
    );
    const wrong = priced.filter((item) => {
      const pack = onSale.get(item.packageId);
      return (
        !pack ||
        pack.priceMinor !== item.price ||
        pack.gcAmountMinor !== item.gcCoin ||
        pack.scAmountMinor !== item.scCoin
      );
    });
    if (wrong.length > 0) {
      throw badRequest(
        'A priced package must be a store package on sale, at its store price and coins',
        { packageIds: wrong.map((item) => item.packageId) },
      );
    }
  }

  return {
    payGift,
    startTriggers,

    /** Raises BadRequestError for AFTER_PROMO_CODE without a code the player redeemed. */
    async getEvents(
      userId: string,
      request: { triggerKey: TEventTriggerKey; csEventStart: boolean; promoCode?: string },
    ): Promise<TEventTriggerEventsResponse['data']> {
      const repository = createEventTriggersRepository(db);
      if (request.csEventStart) {
        if (request.triggerKey === 'AFTER_PROMO_CODE') {
          const code = request.promoCode?.toUpperCase();
          if (!code) throw badRequest('AFTER_PROMO_CODE needs the promoCode');
          if (await repository.hasRedeemedPromoCode(userId, code)) {
            await startTriggers(userId, 'AFTER_PROMO_CODE', code);
          }
        } else {
          await startTriggers(userId, 'AFTER_LOGIN', null);
        }
      } else {
        await repository.expireEvents(userId, clock.now());
      }
      const open = (await repository.openEventsOf(userId)).filter((row) => row.trigger.isActive);
      const byWeight = (rows: TEventWithTrigger[]) =>
        [...rows].sort((a, b) => b.trigger.weight - a.trigger.weight).map(eventView);
      return {
        currentEventsByTrigger: byWeight(
          open.filter(
            (row) => !row.event.isPersonalGift && row.trigger.triggerKey === request.triggerKey,
          ),
        ),
        otherActiveEvents: byWeight(
          open.filter(
            (row) => !row.event.isPersonalGift && row.trigger.triggerKey !== request.triggerKey,
          ),
        ),
        personalGifts: open.filter((row) => row.event.isPersonalGift).map(eventView),
        joinedNewTournament: false,
      };
    },

    /** Raises NotFoundError (404) for an event not the player's, closed, or of another trigger. */
    async startTimer(
      userId: string,
      eventTriggerId: number,
      userEventTriggerId: number,
    ): Promise<string | null> {
      const { trigger } = await ownEvent(
        userId,
        userEventTriggerId,
        ({ event }) => event.eventTriggerId === eventTriggerId && event.closedAt === null,
      );
      if (trigger.durationSeconds === null) return null;
      const endsAt = Math.min(
        clock.now().getTime() + trigger.durationSeconds * 1000,
        trigger.endsAt.getTime(),
      );
      const stored = await createEventTriggersRepository(db).startTimer(
        userId,
        userEventTriggerId,
        new Date(endsAt),
      );
      return stored?.expiredAt?.toISOString() ?? null;
    },

    /** Raises NotFoundError (404), EventTriggerNotClaimableError (409). */
    async claimGift(userId: string, key: string, userEventTriggerId: number) {
      const { trigger } = await ownEvent(
        userId,
        userEventTriggerId,
        ({ event, trigger: found }) =>
          !event.isPersonalGift && found.benefitKey === key && found.benefitType === 'gift',
      );
      const benefit = benefitOf(trigger);
      return claim(userId, userEventTriggerId, { gcCoin: benefit.gcCoin, scCoin: benefit.scCoin });
    },

    /**
     * Draws the wheel's slice from the committed server seed and pays it once; answers the
     * slice with the revealed seed. Raises NotFoundError (404), EventTriggerNotClaimableError (409).
     */
    async spinWheel(
      userId: string,
      key: string,
      userEventTriggerId: number,
      requestedClientSeed: string | undefined,
    ): Promise<TSpinWheelOfFortuneResponse['data']> {
      const { event, trigger } = await ownEvent(
        userId,
        userEventTriggerId,
        ({ event: found, trigger: foundTrigger }) =>
          foundTrigger.benefitKey === key &&
          foundTrigger.benefitType === 'wheelOfFortune' &&
          found.wheelServerSeed !== null,
      );
      const serverSeed = event.wheelServerSeed!;
      const slices = benefitOf(trigger).slices ?? [];
      const clientSeed = requestedClientSeed ?? randomBytes(8).toString('hex');
      const winnerSlice = drawWheelSlice(serverSeed, clientSeed, slices.length);
      const paid = await claim(userId, userEventTriggerId, slices[winnerSlice]!, {
        spin: { wheelClientSeed: clientSeed, winnerSlice },
      });
      return {
        winnerSlice,
        ...paid,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed,
        nonce: 0,
      };
    },

    /** Raises NotFoundError (404), EventTriggerNotClaimableError (409). */
    async claimPersonalGift(userId: string, userGiftId: number) {
      const { trigger } = await ownEvent(userId, userGiftId, ({ event }) => event.isPersonalGift);
      const benefit = benefitOf(trigger);
      return claim(userId, userGiftId, { gcCoin: benefit.gcCoin, scCoin: benefit.scCoin });
    },

    /**
     * Raises NotFoundError (404) for another player's event or a package the offer lacks,
     * EventPackageHasPriceError (400) for a package that costs, RollingOfferStepError (409) for
     * a rolling offer's package that is not its step on offer, EventTriggerNotClaimableError (409).
     */
    async claimFreePackage(
      userId: string,
      request: { userEventTriggerId: number; eventTriggerId: number; packageId: number },
    ) {
      const found = await ownEvent(
        userId,
        request.userEventTriggerId,
        ({ event, trigger }) =>
          event.eventTriggerId === request.eventTriggerId &&
          (trigger.benefitType === 'offer' || trigger.benefitType === 'rollingOffer'),
      );
      const benefit = benefitOf(found.trigger);
      const item = benefit.packages.find((candidate) => candidate.packageId === request.packageId);
      if (!item) throw notFound(`No package ${request.packageId} in this offer`);
      if (item.price > 0) throw new EventPackageHasPriceError(item.packageId);
      const paid = { gcCoin: item.gcCoin, scCoin: item.scCoin };
      if (benefit.benefitType === 'offer') return claim(userId, request.userEventTriggerId, paid);
      const rolling = rollingStepOf(benefit, found.event);
      if (!rolling) throw new EventTriggerNotClaimableError(request.userEventTriggerId);
      if (rolling.item.packageId !== item.packageId) {
        throw new RollingOfferStepError(item.packageId, rolling.item.packageId);
      }
      const answer = await claim(userId, request.userEventTriggerId, paid, {
        step: rolling.step,
        use: (repository, at) =>
          repository.takeRollingStep(userId, request.userEventTriggerId, {
            step: rolling.step,
            isLast: rolling.isLast,
            at,
            paid,
          }),
      });
      emitStepTaken(userId, found, { ...rolling, packageId: rolling.item.packageId });
      return answer;
    },

    /**
     * A credited purchase (purchase.completed, in the outbox consumer's transaction) takes one
     * offer of the player: the step of an open rolling offer whose package on offer is the one
     * bought at its price (decision 214), else the heaviest open offer or 2-3-offer selling that
     * package at that price, which closes as used (decisions 215, 216). The store credited the
     * package, so the offer pays nothing more. Answers whether an offer was taken.
     */
    async takePurchasedOffer(
      purchase: Pick<TDomainEvents['purchase.completed'], 'userId' | 'packageId' | 'amountMinor'>,
      tx: TTransaction,
    ): Promise<boolean> {
      const repository = createEventTriggersRepository(tx);
      const at = clock.now();
      await repository.expireEvents(purchase.userId, at);
      const open = await repository.openEventsOf(purchase.userId);
      for (const found of open) {
        const rolling = rollingStepOf(benefitOf(found.trigger), found.event);
        if (
          !rolling ||
          rolling.item.price === 0 ||
          rolling.item.packageId !== purchase.packageId ||
          rolling.item.price !== purchase.amountMinor
        ) {
          continue;
        }
        const taken = await repository.takeRollingStep(purchase.userId, found.event.id, {
          step: rolling.step,
          isLast: rolling.isLast,
          at,
          paid: { gcCoin: 0, scCoin: 0 },
        });
        if (!taken) continue;
        emitStepTaken(purchase.userId, found, { ...rolling, packageId: rolling.item.packageId });
        return true;
      }
      const offers = open
        .filter((found) => isBoughtOffer(found.trigger, purchase))
        .sort((a, b) => b.trigger.weight - a.trigger.weight);
      for (const found of offers) {
        const used = await repository.markUsed(purchase.userId, found.event.id, at, {
          gcCoin: 0,
          scCoin: 0,
        });
        if (!used) continue;
        emitStepTaken(purchase.userId, found, {
          step: 0,
          isLast: true,
          packageId: purchase.packageId,
        });
        return true;
      }
      return false;
    },

    /**
     * The player's open offers shown in the store for the coin (decision 216), heaviest first,
     * each with the packages the store sells the player at the offer's price.
     */
    async listStoreOffers(userId: string, coinType: TCoinType): Promise<TStoreOffer[]> {
      const repository = createEventTriggersRepository(db);
      await repository.expireEvents(userId, clock.now());
      const open = (await repository.openEventsOf(userId))
        .filter(({ trigger }) => isStoreOfferFor(trigger, coinType))
        .sort((a, b) => b.trigger.weight - a.trigger.weight);
      const packageIds = new Set(
        open.flatMap(({ trigger }) => benefitOf(trigger).packages.map((item) => item.packageId)),
      );
      const onSale = new Map(
        (await deps.store.packagesOnSale(userId, [...packageIds])).map((pack) => [
          pack.packageId,
          pack,
        ]),
      );
      return open.flatMap((found) => storeOfferOf(found, onSale, canDisplayOf(found)) ?? []);
    },

    /** Raises NotFoundError (404), EventTriggerNotClaimableError (409). */
    async useMessage(userId: string, key: string, userEventTriggerId: number) {
      const { trigger } = await ownEvent(
        userId,
        userEventTriggerId,
        ({ trigger: found }) => found.benefitKey === key && found.benefitType === 'message',
      );
      await claim(userId, userEventTriggerId, { gcCoin: 0, scCoin: 0 });
      if (trigger.usesPerUserLimit === -1) return { isLastUsage: false };
      const uses = await createEventTriggersRepository(db).usesOf(userId, [trigger.id]);
      return { isLastUsage: (uses.get(trigger.id)?.count ?? 0) >= trigger.usesPerUserLimit };
    },

    async listTriggers(): Promise<TAdminEventTrigger[]> {
      return (await createEventTriggersRepository(db).listTriggers()).map(adminView);
    },

    /** Raises BadRequestError (400) for a wrong priced package or a benefit key in use. */
    async createTrigger(
      definition: TEventTriggerDefinition,
      actor: TAuditActor,
    ): Promise<TAdminEventTrigger> {
      await checkPackages(definition.benefit);
      const row = await db.transaction(async (tx) => {
        const inserted = await createEventTriggersRepository(tx).insertTrigger(
          valuesOf(definition, actor.id),
        );
        if (!inserted) throw badRequest(`Benefit key ${definition.benefit.key} is in use`);
        await deps.audit.record(tx, {
          actor,
          action: 'event_triggers.create',
          target: { type: 'event_trigger', id: String(inserted.id) },
          before: null,
          after: definition,
        });
        return inserted;
      });
      if (isLiveAfterLogin(row, clock.now())) {
        deps.events.emit('event_trigger.started', { eventTriggerId: row.id });
      }
      return adminView(row);
    },

    /** Raises NotFoundError (404), BadRequestError (400) as createTrigger. */
    async replaceTrigger(
      id: number,
      definition: TEventTriggerDefinition,
      actor: TAuditActor,
    ): Promise<TAdminEventTrigger> {
      await checkPackages(definition.benefit);
      const { row, wasLive } = await db.transaction(async (tx) => {
        const repository = createEventTriggersRepository(tx);
        const before = await repository.lockTrigger(id);
        if (!before) throw notFound(`No event trigger ${id}`);
        const owner = await repository.benefitKeyOwner(definition.benefit.key);
        if (owner !== null && owner !== id) {
          throw badRequest(`Benefit key ${definition.benefit.key} is in use`);
        }
        if (before.benefitType !== definition.benefit.benefitType) {
          throw badRequest('A trigger keeps its benefit type; add a new trigger instead');
        }
        const updated = await repository.updateTrigger(
          id,
          valuesOf(definition, actor.id),
          clock.now(),
        );
        if (!updated) throw notFound(`No event trigger ${id}`);
        await deps.audit.record(tx, {
          actor,
          action: 'event_triggers.replace',
          target: { type: 'event_trigger', id: String(id) },
          before: definitionOf(before),
          after: definition,
        });
        return { row: updated, wasLive: isLiveAfterLogin(before, clock.now()) };
      });
      if (!wasLive && isLiveAfterLogin(row, clock.now())) {
        deps.events.emit('event_trigger.started', { eventTriggerId: row.id });
      }
      return adminView(row);
    },

    /**
     * Raises NotFoundError (404) for a trigger that is not a personal gift or a player that
     * does not exist, BadRequestError (400) when the player has this gift unclaimed already.
     */
    async grantPersonalGift(
      id: number,
      userId: string,
      actor: TAuditActor,
    ): Promise<{ userGiftId: number }> {
      const granted = await db.transaction(async (tx) => {
        const repository = createEventTriggersRepository(tx);
        const trigger = await repository.findTrigger(id);
        if (!trigger || trigger.benefitType !== 'personalGift') {
          throw notFound(`No personal gift trigger ${id}`);
        }
        if (!(await repository.userExists(userId))) throw notFound(`No player ${userId}`);
        const [opened] = await repository.openEvents([
          { userId, eventTriggerId: id, isPersonalGift: true, startedAt: clock.now() },
        ]);
        if (!opened) throw badRequest('The player has this gift unclaimed already');
        await deps.audit.record(tx, {
          actor,
          action: 'event_triggers.personal_gift_grant',
          target: { type: 'user_event_trigger', id: String(opened.id) },
          before: null,
          after: { eventTriggerId: id, userId },
        });
        return { event: opened, trigger };
      });
      deps.events.emit('event_trigger.received', { userId, events: [eventView(granted)] });
      return { userGiftId: granted.event.id };
    },
  };
}

export type TEventTriggersService = ReturnType<typeof createEventTriggersService>;
