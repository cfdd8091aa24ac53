import { IDEMPOTENCY_KEY_HEADER, ZIdempotencyKey } from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TDatabase } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { AppError } from '#src/lib/errors';
import { registerPeriodicSweep } from '#src/lib/periodic-sweep';
import { hashRequest } from '#src/lib/request-hash';
import {
  createIdempotencyRepository,
  type TIdempotencyClaim,
} from '#src/plugins/app/idempotency.repository';

/**
 * A route's idempotency (decision 144): `{}` takes the key from the `Idempotency-Key` header;
 * `naturalKey` names a key the request carries by nature (a purchase id), used when the
 * header is absent.
 */
export interface TIdempotencyOption {
  naturalKey?: (request: FastifyRequest) => string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotency?: TIdempotencyOption;
  }
  interface FastifyRequest {
    /** The claimed key of an idempotent route; null elsewhere. */
    idempotencyKey: string | null;
  }
}

/** Header on a replayed answer, so a client can tell the repeat from the first. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** A pending claim older than this belongs to a request that died: a retry may take it over. */
export const PENDING_CLAIM_TIMEOUT_MS = 2 * 60 * 1000;

/** The key of an idempotent route's request; a route without the option has none. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  if (request.idempotencyKey === null) {
    throw new Error(`Route ${request.routeOptions.url} is not declared idempotent`);
  }
  return request.idempotencyKey;
}

function keyOf(request: FastifyRequest, option: TIdempotencyOption): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) {
    const natural = option.naturalKey?.(request);
    if (natural) return natural;
    throw new AppError(
      'IdempotencyKeyRequiredError',
      'Send an Idempotency-Key header (8-200 characters)',
      400,
    );
  }
  const parsed = ZIdempotencyKey.safeParse(header);
  if (!parsed.success) {
    throw new AppError(
      'IdempotencyKeyInvalidError',
      'The Idempotency-Key header must be one value of 8-200 characters',
      400,
    );
  }
  return parsed.data;
}

interface TPendingClaim extends TIdempotencyClaim {
  requestHash: string;
}

/**
 * One idempotency plugin for every value-moving route (decision 144). Before the handler it
 * claims the key, scoped to the caller and the route: a new key runs the handler; a repeat
 * of a completed request answers the stored first answer; a repeat with another request is
 * refused (409 IdempotencyKeyReusedError); a repeat while the first still runs is refused
 * (409 IdempotencyInProgressError). After the handler, a 2xx answer is stored as final; any
 * other answer frees the key (nothing changed, so the client may retry with it).
 */
/** How many keys one sweep statement deletes: short transactions, however large the backlog. */
const SWEEP_BATCH = 5_000;

export interface TIdempotencyRetention {
  /** A key claimed longer ago than this is deleted; a client retries within minutes, not a day. */
  keepMs: number;
  /** How often this process sweeps; several processes sweeping together only share the work. */
  everyMs: number;
}

export const idempotencyPlugin = fp<{
  db: TDatabase;
  clock: TClock;
  retention: TIdempotencyRetention;
}>(
  async (app, { db, clock, retention }) => {
    const repository = createIdempotencyRepository(db);

    registerPeriodicSweep(app, {
      name: 'idempotency key sweep',
      everyMs: retention.everyMs,
      sweep: async () => {
        const before = new Date(clock.now().getTime() - retention.keepMs);
        while ((await repository.purgeClaimedBefore(before, SWEEP_BATCH)) === SWEEP_BATCH);
      },
    });

    const claims = new WeakMap<FastifyRequest, TPendingClaim>();
    app.decorateRequest('idempotencyKey', null);

    async function replayOrRefuse(
      claim: TPendingClaim,
      reply: FastifyReply,
    ): Promise<FastifyReply | null> {
      const stored = await repository.find(claim);
      if (!stored) return null;
      if (stored.requestHash !== claim.requestHash) {
        throw new AppError(
          'IdempotencyKeyReusedError',
          `Idempotency key "${claim.key}" was already used for a different request`,
          409,
        );
      }
      if (stored.state === 'pending' || stored.responseStatus === null) {
        throw new AppError(
          'IdempotencyInProgressError',
          `A request with idempotency key "${claim.key}" is still in progress; retry shortly`,
          409,
        );
      }
      return reply
        .code(stored.responseStatus)
        .header('content-type', 'application/json; charset=utf-8')
        .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
        .send(stored.responseBody);
    }

    app.addHook('preHandler', async (request, reply) => {
      const option = request.routeOptions.config.idempotency;
      if (!option) return;
      const key = keyOf(request, option);
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      const claim: TPendingClaim = {
        scope: request.principal?.userId ?? 'anonymous',
        route,
        key,
        requestHash: hashRequest({
          route,
          params: request.params ?? null,
          query: request.query ?? null,
          body: request.body ?? null,
        }),
      };
      // A freed key can vanish between the claim and the read: claim again, a few times.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const now = clock.now();
        const staleBefore = new Date(now.getTime() - PENDING_CLAIM_TIMEOUT_MS);
        if (await repository.claim(claim, claim.requestHash, now, staleBefore)) {
          claims.set(request, claim);
          request.idempotencyKey = key;
          return;
        }
        const answered = await replayOrRefuse(claim, reply);
        if (answered) return answered;
      }
      throw new AppError(
        'IdempotencyInProgressError',
        `A request with idempotency key "${key}" is still in progress; retry shortly`,
        409,
      );
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      const status = reply.statusCode;
      if (status >= 200 && status < 300 && typeof payload === 'string') {
        await repository.complete(claim, claim.requestHash, { status, body: payload }, clock.now());
      } else {
        await repository.release(claim, claim.requestHash);
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['access-policy'] },
);
