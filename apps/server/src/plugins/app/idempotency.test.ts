import { defineContract } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { z } from 'zod';
import type { TDatabaseHandle } from '#src/db/client';
import { idempotencyKeys } from '#src/db/schema/index';
import { AppError } from '#src/lib/errors';
import { route } from '#src/lib/route';
import { accessPolicyPlugin } from '#src/plugins/app/access-policy';
import { errorHandlerPlugin } from '#src/plugins/app/error-handler';
import { idempotencyKeyOf, idempotencyPlugin } from '#src/plugins/app/idempotency';
import { createTestDatabase } from '#test/helpers/database';

const claimContract = defineContract({
  method: 'POST',
  path: '/api/test/claims/:claimId',
  params: z.object({ claimId: z.string() }),
  body: z.object({ amountMinor: z.number().int(), outcome: z.enum(['ok', 'refused', 'crash']) }),
  response: z.object({ data: z.object({ run: z.number(), key: z.string() }) }),
});

const orderContract = defineContract({
  method: 'POST',
  path: '/api/test/orders',
  body: z.object({ orderId: z.string() }),
  response: z.object({ data: z.object({ run: z.number(), key: z.string() }) }),
});

/**
 * The plugin on a small app of its own, on the real test database: the callers are named by a
 * header, and a handler can be held open to prove a concurrent repeat is refused.
 */
const RETENTION_MS = 24 * 3_600_000;

describe('idempotency plugin', () => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let runs = 0;
  let gate: Promise<void> | null = null;
  // Moves forward only, in the last test, to age keys past their retention.
  let clockOffsetMs = 0;
  const clock = { now: () => new Date(Date.now() + clockOffsetMs) };

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseTemplate'));
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(accessPolicyPlugin, {
      resolvePrincipal: async (request) => {
        const userId = request.headers['x-test-user'];
        return typeof userId === 'string' ? { userId, sessionId: 's', permissions: [] } : null;
      },
    });
    await app.register(idempotencyPlugin, {
      db: database.db,
      clock,
      retention: { keepMs: RETENTION_MS, everyMs: 20 },
    });
    route(app, claimContract, {
      access: 'player',
      idempotency: {},
      successStatus: 201,
      handler: async ({ body }, request) => {
        runs += 1;
        const run = runs;
        if (gate) await gate;
        if (body.outcome === 'refused') throw new AppError('InsufficientFundsError', 'No', 402);
        if (body.outcome === 'crash') throw new Error('database went away');
        return { data: { run, key: idempotencyKeyOf(request) } };
      },
    });
    route(app, orderContract, {
      access: 'player',
      idempotency: {
        naturalKey: (request) => `order:${(request.body as { orderId: string }).orderId}`,
      },
      handler: async (_input, request) => {
        runs += 1;
        return { data: { run: runs, key: idempotencyKeyOf(request) } };
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function claim(
    key: string | undefined,
    body: { amountMinor: number; outcome: 'ok' | 'refused' | 'crash' },
    options: { user?: string; claimId?: string } = {},
  ) {
    return app.inject({
      method: 'POST',
      url: `/api/test/claims/${options.claimId ?? 'c1'}`,
      headers: {
        'x-test-user': options.user ?? 'user-a',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: body,
    });
  }

  it('refuses a missing or malformed key before anything runs', async () => {
    const before = runs;
    const missing = await claim(undefined, { amountMinor: 1, outcome: 'ok' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.name).toBe('IdempotencyKeyRequiredError');
    for (const key of ['short', 'k'.repeat(201)]) {
      const invalid = await claim(key, { amountMinor: 1, outcome: 'ok' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.name).toBe('IdempotencyKeyInvalidError');
    }
    expect(runs).toBe(before);
  });

  it('answers a repeat with the first answer and runs once', async () => {
    const first = await claim('key-repeat-0001', { amountMinor: 5, outcome: 'ok' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const runsAfterFirst = runs;
    const again = await claim('key-repeat-0001', { amountMinor: 5, outcome: 'ok' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(runs).toBe(runsAfterFirst);
  });

  it('refuses the same key with another body or path, and scopes keys to the caller', async () => {
    await claim('key-reuse-0001', { amountMinor: 5, outcome: 'ok' });
    const otherBody = await claim('key-reuse-0001', { amountMinor: 6, outcome: 'ok' });
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json().error.name).toBe('IdempotencyKeyReusedError');
    const otherPath = await claim(
      'key-reuse-0001',
      { amountMinor: 5, outcome: 'ok' },
      { claimId: 'c2' },
    );
    expect(otherPath.json().error.name).toBe('IdempotencyKeyReusedError');
    const otherCaller = await claim(
      'key-reuse-0001',
      { amountMinor: 6, outcome: 'ok' },
      { user: 'user-b' },
    );
    expect(otherCaller.statusCode).toBe(201);
  });

  it('refuses a repeat while the first request is in progress (409, never 500)', async () => {
    let open: () => void = () => undefined;
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const body = { amountMinor: 7, outcome: 'ok' as const };
    const runsBefore = runs;
    const first = claim('key-concurrent-1', body);
    // Let the first request claim the key and reach its handler.
    while (runs === runsBefore) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const second = await claim('key-concurrent-1', body);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.name).toBe('IdempotencyInProgressError');
    gate = null;
    open();
    expect((await first).statusCode).toBe(201);
    expect(await isPending('key-concurrent-1')).toBe(false);
    const third = await claim('key-concurrent-1', body);
    expect(third.statusCode).toBe(201);
    expect(third.json()).toEqual((await first).json());
  });

  it('keeps no failed answer: a 4xx or 5xx first attempt frees the key for a retry', async () => {
    for (const outcome of ['refused', 'crash'] as const) {
      const key = `key-failed-${outcome}`;
      const failed = await claim(key, { amountMinor: 9, outcome });
      expect(failed.statusCode).toBe(outcome === 'crash' ? 500 : 402);
      const retried = await claim(key, { amountMinor: 9, outcome });
      expect(retried.statusCode).toBe(failed.statusCode);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await isPending('key-failed-crash')).toBe(false);
  });

  it('takes a natural key when the route names one', async () => {
    const order = (orderId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test/orders',
        headers: { 'x-test-user': 'user-a' },
        payload: { orderId },
      });
    const first = await order('o-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.key).toBe('order:o-1');
    const again = await order('o-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await order('o-2')).json().data.run).toBe(first.json().data.run + 1);
  });

  it('forgets a key after its retention, and only the keys that old', async () => {
    const old = await claim('key-aged-0001', { amountMinor: 5, outcome: 'ok' });
    expect(old.statusCode).toBe(201);
    clockOffsetMs += RETENTION_MS + 60_000;
    const fresh = await claim('key-fresh-001', { amountMinor: 5, outcome: 'ok' });
    expect(fresh.statusCode).toBe(201);
    await expect.poll(() => keyExists('key-aged-0001'), { timeout: 5_000 }).toBe(false);
    expect(await keyExists('key-fresh-001')).toBe(true);
    const reused = await claim('key-aged-0001', { amountMinor: 6, outcome: 'ok' });
    expect(reused.statusCode).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
  });

  async function keyExists(key: string): Promise<boolean> {
    const rows = await database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    return rows.length > 0;
  }

  async function isPending(key: string): Promise<boolean> {
    const rows = await database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'pending')));
    return rows.length > 0;
  }
});
