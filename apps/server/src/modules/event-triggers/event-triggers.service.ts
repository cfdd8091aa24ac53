import { randomBytes } from 'node:crypto';
import type {
  TAdminEventTrigger,
  TCoinBackBooster,
  TDomainEvents,
  TEventTriggerDefinition,
  TEventTriggerEventsResponse,
  TEventTriggerKey,
  TOperatorBenefit,
  TPlayerQuest,
  TQuestDefinition,
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
import type { TCatalogueService } from '#src/modules/catalogue/catalogue.service';
import type { TCoinBackService } from '#src/modules/coin-back/coin-back.service';
import {
  CoinBackBoosterUnavailableError,
  EventPackageHasPriceError,
  EventTriggerNotClaimableError,
  RollingOfferStepError,
  WheelOfFortuneNotBoughtError,
} from '#src/modules/event-triggers/event-triggers.errors';
import {
  createEventTriggersRepository,
  type TEventTriggerRow,
  type TEventTriggerValues,
} from '#src/modules/event-triggers/event-triggers.repository';
import {
  benefitOf,
  canDisplayOf,
  eventView,
  isWheelSpinnable,
  type TEventWithTrigger,
} from '#src/modules/event-triggers/event-view';
import { rollingStepOf, type TRollingStep } from '#src/modules/event-triggers/rolling-offer';
import {
  isLiveAfterLogin,
  rescheduleStart,
  scheduleStart,
  shouldAnnounce,
  type TAnnounceStartJob,
} from '#src/modules/event-triggers/trigger-start';
import {
  isBoughtOffer,
  isStoreOfferFor,
  storeOfferOf,
} from '#src/modules/event-triggers/store-offers';
import type { TFlagsService } from '#src/modules/flags/flags.service';
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

/** A quest event that opened: what the quests module starts the player's quest from. */
export interface TOpenedQuest {
  userId: string;
  userEventTriggerId: number;
  questKey: string;
  quest: TQuestDefinition;
  widgetImageUrl: string;
  hideTimer: boolean;
  startedAt: Date;
  expiresAt: Date;
}

/**
 * The quests module's side of the quest benefit (decision 217), attached by that module so
 * that this one does not depend on it: the player's quest starts in the transaction that opens
 * its event, and a quest event carries the player's quest.
 */
export interface TQuestBenefit {
  start(tx: TTransaction, opened: readonly TOpenedQuest[]): Promise<void>;
  /** The active quests of these events, by userEventTriggerId. */
  views(userId: string, userEventTriggerIds: readonly number[]): Promise<Map<number, TPlayerQuest>>;
}

/**
 * When a quest opened now ends (decision 217): the trigger's duration from now, never past the
 * trigger's end; without a duration, at the trigger's end.
 */
function questExpiry(trigger: TEventTriggerRow, at: Date): Date {
  if (trigger.durationSeconds === null) return trigger.endsAt;
  return new Date(
    Math.min(at.getTime() + trigger.durationSeconds * 1000, trigger.endsAt.getTime()),
  );
}

/** One payment job per claim: per event, and per step of a rolling offer. */
function payJobKey(job: TPayEventGiftJob): string {
  return job.step === undefined
    ? String(job.userEventTriggerId)
    : `${job.userEventTriggerId}:${job.step}`;
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
  catalogue: Pick<TCatalogueService, 'getGamesByIds'>;
  coinBack: Pick<TCoinBackService, 'startBooster'>;
  flags: Pick<TFlagsService, 'evaluateForUser'>;
  store: Pick<TStoreService, 'packagesOnSale'>;
}) {
  const { db, clock, jobs } = deps;
  let questBenefit: TQuestBenefit | null = null;

  /**
   * The triggers to open for a player: those whose uses remain and whose purchaseCooldown since
   * the player's last use has passed (decision 216), and of the quests (decision 217) only the
   * heaviest, and only while the player has no quest event open: one quest at a time. Without
   * the quests module attached no quest starts.
   */
  async function triggersToOpen(
    repository: TEventTriggersRepository,
    userId: string,
    triggers: TEventTriggerRow[],
    now: Date,
  ): Promise<TEventTriggerRow[]> {
    const uses = await repository.usesOf(
      userId,
      triggers.map((trigger) => trigger.id),
    );
    const startable = triggers.filter((trigger) => {
      const used = uses.get(trigger.id);
      if (!used) return true;
      const isCooling =
        used.lastUsedAt !== null &&
        now.getTime() < used.lastUsedAt.getTime() + trigger.purchaseCooldown * 1000;
      return (
        !isCooling && (trigger.usesPerUserLimit === -1 || used.count < trigger.usesPerUserLimit)
      );
    });
    const others = startable.filter((trigger) => trigger.benefitType !== 'quest');
    const [quest] = startable
      .filter((trigger) => trigger.benefitType === 'quest')
      .sort((a, b) => b.weight - a.weight || a.id - b.id);
    if (!quest || !questBenefit) return others;
    const open = await repository.openEventsOf(userId);
    return open.some((row) => row.trigger.benefitType === 'quest') ? others : [...others, quest];
  }

  /**
   * Opens an event of every startable trigger of `triggerKey` (triggersToOpen); a quest's event
   * opens with its expiry set and its quest started in the same transaction.
   */
  async function startTriggers(
    userId: string,
    triggerKey: TEventTriggerKey,
    promoCode: string | null,
  ): Promise<number> {
    const now = clock.now();
    const repository = createEventTriggersRepository(db);
    await repository.expireEvents(userId, now);
    const triggers = await triggersToOpen(
      repository,
      userId,
      await repository.startableTriggers(triggerKey, now, promoCode),
      now,
    );
    if (triggers.length === 0) return 0;
    const byId = new Map(triggers.map((trigger) => [trigger.id, trigger]));
    return db.transaction(async (tx) => {
      const opened = await createEventTriggersRepository(tx).openEvents(
        triggers.map((trigger) => ({
          userId,
          eventTriggerId: trigger.id,
          isPersonalGift: false,
          startedAt: now,
          wheelServerSeed: wheelSeedFor(trigger),
          expiredAt: trigger.benefitType === 'quest' ? questExpiry(trigger, now) : null,
        })),
      );
      const quests = opened.flatMap((event): TOpenedQuest[] => {
        const trigger = byId.get(event.eventTriggerId);
        const benefit = trigger && benefitOf(trigger);
        if (!trigger || !benefit?.quest || !event.expiredAt) return [];
        return [
          {
            userId,
            userEventTriggerId: event.id,
            questKey: benefit.key,
            quest: benefit.quest,
            widgetImageUrl: benefit.miniImageUrl,
            hideTimer: trigger.hideWidgetTimer,
            startedAt: now,
            expiresAt: event.expiredAt,
          },
        ];
      });
      if (quests.length > 0) await questBenefit?.start(tx, quests);
      return opened.length;
    });
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
      use?: (repository: TEventTriggersRepository, at: Date, tx: TTransaction) => Promise<unknown>;
    } = {},
  ): Promise<{ gcCoin: number; scCoin: number }> {
    const job = await db.transaction(async (tx: TTransaction) => {
      const repository = createEventTriggersRepository(tx);
      const at = clock.now();
      const used = options.use
        ? await options.use(repository, at, tx)
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
   * and with its store coins (what the popup or store card shows is what the purchase credits;
   * a priced wheel's at its price),
   * and every game a quest's milestone names exists.
   */
  async function checkBenefit(benefit: TOperatorBenefit): Promise<void> {
    const gameIds = [
      ...new Set(benefit.quest?.milestones.flatMap((milestone) => milestone.gameId ?? []) ?? []),
    ];
    if (gameIds.length > 0) {
      const found = new Set(
        (await deps.catalogue.getGamesByIds(gameIds)).map((game) => game.masterCasinoGameId),
      );
      const missing = gameIds.filter((id) => !found.has(id));
      if (missing.length > 0) throw badRequest('Unknown game ids', { gameIds: missing });
    }
    const priced = benefit.packages.filter((item) => item.price > 0);
    const onSale = await createEventTriggersRepository(db).storePackagesOnSale(
      priced.map((item) => item.packageId),
    );
    // A priced wheel's package only buys its spin (decision 221): its coins are not shown.
    const isWheel = benefit.benefitType === 'wheelOfFortune';
    const wrong = priced.filter((item) => {
      const pack = onSale.get(item.packageId);
      return (
        !pack ||
        pack.priceMinor !== item.price ||
        (!isWheel && (pack.gcAmountMinor !== item.gcCoin || pack.scAmountMinor !== item.scCoin))
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

    /** The quests module attaches its side of the quest benefit while the app is built. */
    attachQuests(benefit: TQuestBenefit): void {
      questBenefit = benefit;
    },

    /**
     * Closes a finished quest's event as used (decision 217), in the quests module's
     * transaction, recording what the quest paid in all. False when it was not open.
     */
    async useQuestEvent(
      tx: TTransaction,
      userId: string,
      userEventTriggerId: number,
      paid: { gcCoin: number; scCoin: number },
    ): Promise<boolean> {
      const used = await createEventTriggersRepository(tx).markUsed(
        userId,
        userEventTriggerId,
        clock.now(),
        paid,
      );
      return used !== null;
    },

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
      const listed = (await repository.openEventsOf(userId)).filter((row) => row.trigger.isActive);
      const questIds = listed
        .filter((row) => row.trigger.benefitType === 'quest')
        .map((row) => row.event.id);
      const quests =
        questIds.length > 0 && questBenefit
          ? await questBenefit.views(userId, questIds)
          : new Map<number, TPlayerQuest>();
      // A quest event shows with its active quest, or not at all.
      const open = listed.filter(
        (row) => row.trigger.benefitType !== 'quest' || quests.has(row.event.id),
      );
      const view = (row: TEventWithTrigger) => eventView(row, quests.get(row.event.id) ?? null);
      const byWeight = (rows: TEventWithTrigger[]) =>
        [...rows].sort((a, b) => b.trigger.weight - a.trigger.weight).map(view);
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
        personalGifts: open.filter((row) => row.event.isPersonalGift).map(view),
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
      const benefit = benefitOf(trigger);
      if (!isWheelSpinnable(benefit, event)) {
        throw new WheelOfFortuneNotBoughtError(benefit.packages[0]?.packageId ?? 0);
      }
      const serverSeed = event.wheelServerSeed!;
      const slices = benefit.slices ?? [];
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

    /**
     * Starts the event's coin-back booster (decision 220) in the transaction that uses the
     * event; it pays nothing. Raises NotFoundError (404), CoinBackBoosterUnavailableError (409)
     * while coin_back_booster_feat is off for the player, EventTriggerNotClaimableError (409).
     */
    async claimBooster(
      userId: string,
      key: string,
      userEventTriggerId: number,
    ): Promise<TCoinBackBooster> {
      const { trigger } = await ownEvent(
        userId,
        userEventTriggerId,
        ({ event, trigger: found }) =>
          !event.isPersonalGift &&
          found.benefitKey === key &&
          found.benefitType === 'coinBackBooster',
      );
      const boost = benefitOf(trigger).booster;
      if (!boost) throw notFound(`No event ${userEventTriggerId}`);
      if ((await deps.flags.evaluateForUser(userId)).coin_back_booster_feat !== true) {
        throw new CoinBackBoosterUnavailableError();
      }
      const result: { started: TCoinBackBooster | null } = { started: null };
      await claim(
        userId,
        userEventTriggerId,
        { gcCoin: 0, scCoin: 0 },
        {
          use: async (repository, at, tx) => {
            const used = await repository.markUsed(userId, userEventTriggerId, at, {
              gcCoin: 0,
              scCoin: 0,
            });
            if (!used) return null;
            result.started = await deps.coinBack.startBooster(tx, {
              userId,
              userEventTriggerId,
              ...boost,
              startsAt: at,
            });
            return result.started;
          },
        },
      );
      if (!result.started) throw new EventTriggerNotClaimableError(userEventTriggerId);
      return result.started;
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
     * A credited purchase (purchase.completed, in the outbox consumer's transaction) makes the
     * spin of the player's open priced wheel whose package is the one bought at its price
     * available (decision 221): the oldest such wheel not bought yet, once per purchase. The
     * store credited the package; the wheel's prize is paid when it is spun. The changed event
     * is pushed to the player (events_received). Answers whether a wheel was bought.
     */
    async buyWheel(
      purchase: Pick<
        TDomainEvents['purchase.completed'],
        'userId' | 'packageId' | 'amountMinor' | 'merchantRefNum'
      >,
      tx: TTransaction,
    ): Promise<boolean> {
      const repository = createEventTriggersRepository(tx);
      const at = clock.now();
      for (const found of await repository.openEventsOf(purchase.userId)) {
        const benefit = benefitOf(found.trigger);
        const item = benefit.benefitType === 'wheelOfFortune' ? benefit.packages[0] : undefined;
        if (
          !item ||
          item.packageId !== purchase.packageId ||
          item.price !== purchase.amountMinor ||
          found.event.wheelPurchaseRef !== null ||
          found.trigger.endsAt <= at
        ) {
          continue;
        }
        const bought = await repository.buyWheel(
          purchase.userId,
          found.event.id,
          purchase.merchantRefNum,
          at,
        );
        if (!bought) return false;
        deps.events.emit('event_trigger.received', {
          userId: purchase.userId,
          events: [eventView({ event: bought, trigger: found.trigger })],
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

    /**
     * The announcement job (decision 213): an AFTER_LOGIN trigger whose window opened tells
     * every online player, unless the operator moved or stopped it since the job was scheduled.
     */
    async announceStart(job: TAnnounceStartJob): Promise<void> {
      const trigger = await createEventTriggersRepository(db).findTrigger(job.eventTriggerId);
      if (shouldAnnounce(trigger, job, clock.now())) {
        deps.events.emit('event_trigger.started', { eventTriggerId: job.eventTriggerId });
      }
    },

    /** At start-up: every trigger that starts later has its announcement (a repeat keeps it). */
    async scheduleStarts(): Promise<void> {
      const now = clock.now();
      for (const trigger of await createEventTriggersRepository(db).triggersStartingAfter(now)) {
        await scheduleStart(jobs, db, trigger, now);
      }
    },

    async listTriggers(): Promise<TAdminEventTrigger[]> {
      return (await createEventTriggersRepository(db).listTriggers()).map(adminView);
    },

    /** Raises BadRequestError (400) for a wrong priced package or a benefit key in use. */
    async createTrigger(
      definition: TEventTriggerDefinition,
      actor: TAuditActor,
    ): Promise<TAdminEventTrigger> {
      await checkBenefit(definition.benefit);
      const row = await db.transaction(async (tx) => {
        const inserted = await createEventTriggersRepository(tx).insertTrigger(
          valuesOf(definition, actor.id),
        );
        if (!inserted) throw badRequest(`Benefit key ${definition.benefit.key} is in use`);
        await scheduleStart(jobs, tx, inserted, clock.now());
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
      await checkBenefit(definition.benefit);
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
        await rescheduleStart(jobs, tx, { before, after: updated, at: clock.now() });
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
