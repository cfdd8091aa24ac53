import { randomBytes } from 'node:crypto';
import type {
  TAdminEventTrigger,
  TEventTriggerDefinition,
  TEventTriggerEvent,
  TEventTriggerEventsResponse,
  TEventTriggerKey,
  TOperatorBenefit,
  TSpinWheelOfFortuneResponse,
} from '@casino/contracts';
import { createFairRng, hashServerSeed } from '@casino/game-engine';
import type { TDatabase, TTransaction } from '#src/db/client';
import type { TJobs } from '#src/db/jobs';
import type { TClock } from '#src/lib/clock';
import { badRequest, notFound } from '#src/lib/errors';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import {
  EventPackageHasPriceError,
  EventTriggerNotClaimableError,
} from '#src/modules/event-triggers/event-triggers.errors';
import {
  createEventTriggersRepository,
  type TEventTriggerRow,
  type TEventTriggerValues,
  type TUserEventTriggerRow,
} from '#src/modules/event-triggers/event-triggers.repository';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

/** Job name (decision 190): pays a claimed gift if the claim's own payment did not finish. */
export const PAY_EVENT_GIFT_JOB = 'event-triggers.pay-gift';
const PAY_SAFETY_DELAY_MS = 60_000;

export interface TPayEventGiftJob {
  userId: string;
  userEventTriggerId: number;
  gcCoin: number;
  scCoin: number;
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

/** The event as the player's client receives it (engagement §3). */
function eventView({ event, trigger }: TEventWithTrigger): TEventTriggerEvent {
  const benefit = benefitOf(trigger);
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
      price:
        benefit.packages.length > 0 ? Math.min(...benefit.packages.map((item) => item.price)) : 0,
      packages: benefit.packages,
      layout: benefit.layout,
      visibility: benefit.visibility,
      storeLayout: null,
      storeLayoutImageUrl: null,
      riveFileUrl: null,
      wheel:
        benefit.slices && event.wheelServerSeed
          ? { slices: benefit.slices, serverSeedHash: hashServerSeed(event.wheelServerSeed) }
          : null,
    },
    // A popup with a countdown shows once its timer has started (engagement §4).
    canDisplay: trigger.durationSeconds === null || event.expiredAt !== null,
    expiredAt: event.expiredAt?.toISOString() ?? null,
    isNewEventType: true,
    currentStep: 0,
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
}) {
  const { db, clock, jobs } = deps;

  /** Opens an event of every startable trigger of `triggerKey` whose uses remain. */
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
        .filter(
          (trigger) =>
            trigger.usesPerUserLimit === -1 ||
            (uses.get(trigger.id) ?? 0) < trigger.usesPerUserLimit,
        )
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
      await deps.wallet.transfer({
        idempotencyKey: `event-gift:${job.userEventTriggerId}:${coin}`,
        code: 'event_gift',
        userId: job.userId,
        coin,
        amountMinor,
        metadata: { userEventTriggerId: job.userEventTriggerId },
      });
    }
  }

  /**
   * Uses the event and schedules its payment in one transaction (the loser of a race finds it
   * used: 409), then pays at once; the job pays after a crash in between.
   */
  async function claim(
    userId: string,
    userEventTriggerId: number,
    paid: { gcCoin: number; scCoin: number },
    spin?: { wheelClientSeed: string; winnerSlice: number },
  ): Promise<{ gcCoin: number; scCoin: number }> {
    const job = await db.transaction(async (tx: TTransaction) => {
      const used = await createEventTriggersRepository(tx).markUsed(
        userId,
        userEventTriggerId,
        clock.now(),
        paid,
        spin,
      );
      if (!used) throw new EventTriggerNotClaimableError(userEventTriggerId);
      const payload: TPayEventGiftJob = { userId, userEventTriggerId, ...paid };
      if (paid.gcCoin + paid.scCoin > 0) {
        await jobs.schedule(tx, {
          name: PAY_EVENT_GIFT_JOB,
          key: String(userEventTriggerId),
          runAt: new Date(clock.now().getTime() + PAY_SAFETY_DELAY_MS),
          payload: { ...payload },
        });
      }
      return payload;
    });
    if (job.gcCoin + job.scCoin > 0) {
      await payGift(job);
      await jobs.cancel(db, PAY_EVENT_GIFT_JOB, String(userEventTriggerId));
    }
    return paid;
  }

  /** 400 unless every priced package of an offer is the store's package at that price. */
  async function checkPackages(benefit: TOperatorBenefit): Promise<void> {
    const priced = benefit.packages.filter((item) => item.price > 0);
    const prices = await createEventTriggersRepository(db).storePackagePrices(
      priced.map((item) => item.packageId),
    );
    const wrong = priced.filter((item) => prices.get(item.packageId) !== item.price);
    if (wrong.length > 0) {
      throw badRequest('A priced package must be a store package at its store price', {
        packageIds: wrong.map((item) => item.packageId),
      });
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
        wheelClientSeed: clientSeed,
        winnerSlice,
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
     * EventPackageHasPriceError (400) for a package that costs, EventTriggerNotClaimableError (409).
     */
    async claimFreePackage(
      userId: string,
      request: { userEventTriggerId: number; eventTriggerId: number; packageId: number },
    ) {
      const { trigger } = await ownEvent(
        userId,
        request.userEventTriggerId,
        ({ event, trigger: found }) =>
          event.eventTriggerId === request.eventTriggerId && found.benefitType === 'offer',
      );
      const item = benefitOf(trigger).packages.find(
        (candidate) => candidate.packageId === request.packageId,
      );
      if (!item) throw notFound(`No package ${request.packageId} in this offer`);
      if (item.price > 0) throw new EventPackageHasPriceError(item.packageId);
      return claim(userId, request.userEventTriggerId, {
        gcCoin: item.gcCoin,
        scCoin: item.scCoin,
      });
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
      return { isLastUsage: (uses.get(trigger.id) ?? 0) >= trigger.usesPerUserLimit };
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
      return adminView(row);
    },

    /** Raises NotFoundError (404), BadRequestError (400) as createTrigger. */
    async replaceTrigger(
      id: number,
      definition: TEventTriggerDefinition,
      actor: TAuditActor,
    ): Promise<TAdminEventTrigger> {
      await checkPackages(definition.benefit);
      const row = await db.transaction(async (tx) => {
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
        return updated;
      });
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
      return db.transaction(async (tx) => {
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
        return { userGiftId: opened.id };
      });
    },
  };
}

export type TEventTriggersService = ReturnType<typeof createEventTriggersService>;
