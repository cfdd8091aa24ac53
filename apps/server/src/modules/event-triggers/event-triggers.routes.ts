import {
  afterLoginToLobbyContract,
  claimCoinBackBoosterContract,
  claimEventGiftContract,
  claimFreePackageContract,
  claimPersonalGiftContract,
  createEventTriggerContract,
  getEventTriggerEventsContract,
  getStoreOffersContract,
  grantPersonalGiftContract,
  listEventTriggersContract,
  replaceEventTriggerContract,
  spinWheelOfFortuneContract,
  startEventTriggerTimerContract,
  useEventMessageContract,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '#src/lib/route';
import { operatorActor } from '#src/modules/audit/audit-actor';
import type { TEventTriggersService } from '#src/modules/event-triggers/event-triggers.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Each claim takes a row lock and a ledger transfer: keep them few. */
const CLAIMS_PER_MINUTE = 30;

/**
 * A claim's natural idempotency key is its event (decision 144): a repeat answers the first
 * answer, a concurrent repeat 409. An Idempotency-Key header, when sent, is used instead.
 */
function eventKey(request: FastifyRequest): string | null {
  const body = request.body as { activeEvent?: { userEventTriggerId?: unknown } } | undefined;
  const id = body?.activeEvent?.userEventTriggerId;
  return typeof id === 'number' ? `event:${id}` : null;
}

/** A player's write on one open event: rate-limited, answered once per event. */
const ONCE_PER_EVENT = {
  access: 'player',
  rateLimitPerMinute: CLAIMS_PER_MINUTE,
  idempotency: { naturalKey: eventKey },
} as const;

export function eventTriggersRoutes(app: FastifyInstance, events: TEventTriggersService): void {
  route(app, getEventTriggerEventsContract, {
    access: 'player',
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await events.getEvents(userId, body) };
    },
  });

  route(app, getStoreOffersContract, {
    access: 'player',
    handler: async ({ query }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: { storeOffers: await events.listStoreOffers(userId, query.coinType) } };
    },
  });

  route(app, afterLoginToLobbyContract, {
    access: 'player',
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      return { data: { started: await events.startTriggers(userId, 'AFTER_LOGIN', null) } };
    },
  });

  route(app, startEventTriggerTimerContract, {
    access: 'player',
    handler: async ({ params, body }, request) => {
      const { userId } = requirePrincipal(request);
      return {
        data: {
          expiredAt: await events.startTimer(
            userId,
            params.eventTriggerId,
            body.userEventTriggerId,
          ),
        },
      };
    },
  });

  route(app, claimEventGiftContract, {
    ...ONCE_PER_EVENT,
    handler: async ({ params, body }, request) => {
      const { userId } = requirePrincipal(request);
      return {
        data: await events.claimGift(userId, params.key, body.activeEvent.userEventTriggerId),
      };
    },
  });

  route(app, spinWheelOfFortuneContract, {
    ...ONCE_PER_EVENT,
    handler: async ({ params, body }, request) => {
      const { userId } = requirePrincipal(request);
      return {
        data: await events.spinWheel(
          userId,
          params.key,
          body.activeEvent.userEventTriggerId,
          body.clientSeed,
        ),
      };
    },
  });

  route(app, claimCoinBackBoosterContract, {
    ...ONCE_PER_EVENT,
    handler: async ({ params, body }, request) => {
      const { userId } = requirePrincipal(request);
      return {
        data: await events.claimBooster(userId, params.key, body.activeEvent.userEventTriggerId),
      };
    },
  });

  route(app, claimPersonalGiftContract, {
    access: 'player',
    rateLimitPerMinute: CLAIMS_PER_MINUTE,
    idempotency: {
      naturalKey: (request) => `personal-gift:${(request.params as { id: string }).id}`,
    },
    handler: async ({ params }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await events.claimPersonalGift(userId, params.id) };
    },
  });

  route(app, claimFreePackageContract, {
    ...ONCE_PER_EVENT,
    // A rolling offer takes one package per step: each package of an event is claimed once.
    idempotency: {
      naturalKey: (request) => {
        const key = eventKey(request);
        const { packageId } = request.body as { packageId?: unknown };
        return key && typeof packageId === 'number' ? `${key}:package:${packageId}` : null;
      },
    },
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      const paid = await events.claimFreePackage(userId, body);
      return { data: { success: true, ...paid } };
    },
  });

  route(app, useEventMessageContract, {
    ...ONCE_PER_EVENT,
    handler: async ({ params, body }, request) => {
      const { userId } = requirePrincipal(request);
      return {
        data: await events.useMessage(userId, params.key, body.activeEvent.userEventTriggerId),
      };
    },
  });

  route(app, listEventTriggersContract, {
    access: 'admin:events.manage',
    handler: async () => ({ data: { eventTriggers: await events.listTriggers() } }),
  });

  route(app, createEventTriggerContract, {
    access: 'admin:events.manage',
    handler: async ({ body }, request) => ({
      data: await events.createTrigger(body, operatorActor(request)),
    }),
  });

  route(app, replaceEventTriggerContract, {
    access: 'admin:events.manage',
    handler: async ({ params, body }, request) => ({
      data: await events.replaceTrigger(params.id, body, operatorActor(request)),
    }),
  });

  route(app, grantPersonalGiftContract, {
    access: 'admin:events.manage',
    handler: async ({ params, body }, request) => ({
      data: await events.grantPersonalGift(params.id, body.userId, operatorActor(request)),
    }),
  });
}
