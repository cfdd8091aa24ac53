import type { AddressInfo } from 'node:net';
import type { TEventStartedMessage, TEventTriggerDefinition } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { ANNOUNCE_START_JOB } from '#src/modules/event-triggers/trigger-start';
import { connected, connectWallet, type TClientSocket } from '#src/plugins/app/socket.test-support';
import { demoEventTriggers } from '#src/seed/event-triggers';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;
/** Long enough to tell that a push did not come: the pushes under test arrive in milliseconds. */
const SILENCE_MS = 300;
/** Processes of one deployment share its auth secret, so a session cookie works on each. */
const PROCESS_ENV = {
  OUTBOX_POLL_MS: '0',
  JOBS_POLL_MS: '0',
  AUTH_SECRET: 'scheduled-start-test-secret-of-32-chars-or-more',
};

/**
 * An AFTER_LOGIN trigger whose window opens later (decision 213): its start is a job on the
 * database queue, run once by one of two server processes sharing the database, moved or
 * dropped with the operator's changes, kept across a restart, and announced as event_started
 * to the players on that process's sockets.
 */
describe('event triggers starting later', { timeout: 120_000 }, () => {
  const t0 = Date.now();
  // The servers' time runs on from wherever the test moves it (ID tokens are checked against it).
  let offsetMs = 0;
  const clock: TClock = { now: () => new Date(Date.now() + offsetMs) };
  const moveTo = (ms: number) => (offsetMs = ms - Date.now());
  let first: TTestApp;
  let second: TTestApp;
  let operator: TSignedInPlayer;
  let player: TSignedInPlayer;
  const sockets: TClientSocket[] = [];
  let sequence = 0;

  async function serve(testApp: TTestApp) {
    if (!testApp.app.server.listening) await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    return `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  }

  /** Every event_started the player hears on a new socket to `testApp` from now on. */
  async function listen(testApp: TTestApp) {
    const token = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/id-token',
      headers: { cookie: player.cookie },
    });
    const idToken = token.json<{ data: { idToken: string } }>().data.idToken;
    const socket = connectWallet(await serve(testApp), { token: idToken, pathname: '/' });
    sockets.push(socket);
    await connected(socket);
    const messages: TEventStartedMessage[] = [];
    socket.on('event_started', (message) => messages.push(message));
    return messages;
  }

  beforeAll(async () => {
    first = await createTestApp({ env: PROCESS_ENV, clock });
    second = await createTestApp({ env: PROCESS_ENV, clock, database: first.database });
    operator = await createSignedInPlayer(first);
    await grantPermissions(first, operator.userId, ['events.manage']);
    player = await createSignedInPlayer(first);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await second.close();
    await first.close();
  });

  function gift(startsInMs: number, overrides: Partial<TEventTriggerDefinition> = {}) {
    sequence += 1;
    const [demo] = demoEventTriggers(null);
    return {
      ...demo!,
      startsAt: new Date(t0 + startsInMs).toISOString(),
      endsAt: new Date(t0 + 48 * HOUR_MS).toISOString(),
      ...overrides,
      benefit: { ...demo!.benefit, key: `test-later-${sequence}` },
    } satisfies TEventTriggerDefinition;
  }

  async function create(definition: TEventTriggerDefinition) {
    const answer = await second.app.inject({
      method: 'POST',
      url: '/api/admin/event-triggers',
      headers: { cookie: operator.cookie },
      payload: definition,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { eventTriggerId: number; definition: TEventTriggerDefinition };
  }

  async function replace(id: number, definition: TEventTriggerDefinition) {
    const answer = await second.app.inject({
      method: 'PUT',
      url: `/api/admin/event-triggers/${id}`,
      headers: { cookie: operator.cookie },
      payload: definition,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  const announcements = () =>
    executeRows<{ job_key: string; run_at: string | Date }>(
      first.database.db,
      sql`SELECT job_key, run_at FROM jobs WHERE name = ${ANNOUNCE_START_JOB} ORDER BY run_at, job_key`,
    );
  const silence = () => new Promise((resolve) => setTimeout(resolve, SILENCE_MS));
  const idsOf = (messages: TEventStartedMessage[]) => messages.map((item) => item.eventTriggerId);

  it('announces a later start once, at its time, as the operator last left it, across a restart', async () => {
    const [onFirst, onSecond] = [await listen(first), await listen(second)];

    const later = await create(gift(HOUR_MS));
    const moved = await create(gift(HOUR_MS));
    const stopped = await create(gift(HOUR_MS));
    await create(gift(HOUR_MS, { triggerKey: 'AFTER_PROMO_CODE', promoCode: 'WELCOME10' }));
    await replace(moved.eventTriggerId, {
      ...moved.definition,
      startsAt: gift(3 * HOUR_MS).startsAt,
    });
    await replace(stopped.eventTriggerId, { ...stopped.definition, isActive: false });
    // One job each for the two that start later; none for the promo code's or the stopped one.
    expect((await announcements()).map((row) => row.job_key)).toEqual([
      `${later.eventTriggerId}:${later.definition.startsAt}`,
      `${moved.eventTriggerId}:${gift(3 * HOUR_MS).startsAt}`,
    ]);

    // Nothing is due before its start.
    await first.app.jobs.runDueOnce();
    expect(await announcements()).toHaveLength(2);
    moveTo(t0 + HOUR_MS);
    // Both processes look for due jobs at once: one of them runs it, one push goes out.
    await Promise.all([first.app.jobs.runDueOnce(), second.app.jobs.runDueOnce()]);
    await silence();
    expect([...idsOf(onFirst), ...idsOf(onSecond)]).toEqual([later.eventTriggerId]);

    // A restart: the first process goes, a new one comes; the moved trigger's job waited. The
    // first push went out on whichever process ran its job: only later ones are counted below.
    const heardBefore = onSecond.length;
    await first.app.close();
    const restarted = await createTestApp({ env: PROCESS_ENV, clock, database: first.database });
    try {
      const onRestarted = await listen(restarted);
      moveTo(t0 + 3 * HOUR_MS);
      await restarted.app.jobs.runDueOnce();
      await silence();
      expect(idsOf(onRestarted)).toEqual([moved.eventTriggerId]);
      expect(await announcements()).toEqual([]);
      await second.app.jobs.runDueOnce();
      await silence();
      expect([...idsOf(onSecond.slice(heardBefore)), ...idsOf(onRestarted)]).toEqual([
        moved.eventTriggerId,
      ]);
    } finally {
      await restarted.close();
    }
  });

  it('drops a job whose trigger changed while it waited, and schedules missing ones at start-up', async () => {
    const onSecond = await listen(second);
    const start = clock.now().getTime() + HOUR_MS;
    const changed = await create(gift(start - t0));
    // Another process changed the window in a way that left the old job behind (a job already
    // claimed when the change came): at its time the job finds the trigger moved and says nothing.
    await second.database.db.execute(
      sql`UPDATE event_triggers SET starts_at = ${new Date(start + HOUR_MS).toISOString()}::timestamptz
          WHERE id = ${changed.eventTriggerId}`,
    );
    moveTo(start);
    await second.app.jobs.runDueOnce();
    await silence();
    expect(onSecond).toEqual([]);

    // A trigger stored without its job gets it when a process starts.
    expect(await announcements()).toEqual([]);
    await second.app.modules.eventTriggers.scheduleStarts();
    expect((await announcements()).map((row) => row.job_key)).toEqual([
      `${changed.eventTriggerId}:${new Date(start + HOUR_MS).toISOString()}`,
    ]);
    moveTo(start + HOUR_MS);
    await second.app.jobs.runDueOnce();
    await silence();
    expect(idsOf(onSecond)).toEqual([changed.eventTriggerId]);
  });
});
