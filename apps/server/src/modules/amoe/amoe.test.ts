import {
  AMOE_CODE_PATTERN,
  AMOE_SC_AMOUNT_MINOR,
  ZGetAmoeRequestCodeResponse,
  ZRecordAmoeRequestResponse,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClock } from '#src/lib/clock';
import { normaliseRequestCode } from '#src/modules/amoe/amoe.service';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('free mail-in entry (AMOE)', () => {
  // Noon UTC today, moved a day on by the period test.
  let nowMs = Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS / 2;
  const clock: TClock = { now: () => new Date(nowMs) };
  let testApp: TTestApp;
  let operator: TSignedInPlayer;
  let envelopes = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['ledger.manage']);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function requestCode(player: TSignedInPlayer): Promise<string> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/amoe/request-code',
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    return ZGetAmoeRequestCodeResponse.parse(response.json()).data.requestCode;
  }

  const record = (payload: object, cookie = operator.cookie) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/admin/amoe/requests',
      headers: { cookie },
      payload,
    });
  const nextEnvelope = () => {
    envelopes += 1;
    return `PM-2026-${String(envelopes).padStart(5, '0')}`;
  };
  const sc = async (player: TSignedInPlayer) =>
    (await testApp.app.modules.wallet.getWallet(player.userId)).state;

  it('gives a player one request code, the stated amount and the mailing address', async () => {
    const player = await createSignedInPlayer(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/amoe/request-code',
      headers: { cookie: player.cookie },
    });
    const { data } = ZGetAmoeRequestCodeResponse.parse(response.json());
    expect(data.requestCode).toMatch(AMOE_CODE_PATTERN);
    expect(data.scAmount).toBe(AMOE_SC_AMOUNT_MINOR);
    expect(data.mailingAddress).toContain('PO Box 7070');
    expect(await requestCode(player)).toBe(data.requestCode);
    const other = await createSignedInPlayer(testApp);
    expect(await requestCode(other)).not.toBe(data.requestCode);
    const guest = await testApp.app.inject({ method: 'GET', url: '/api/user/amoe/request-code' });
    expect(guest.statusCode).toBe(401);
  });

  it('credits a recorded request as bonus SC, audited, and refuses players and bad input', async () => {
    const player = await createSignedInPlayer(testApp);
    const code = await requestCode(player);
    const envelopeId = nextEnvelope();

    expect((await record({ requestCode: code, envelopeId }, player.cookie)).statusCode).toBe(403);
    expect((await record({ requestCode: code })).statusCode).toBe(400);
    expect((await record({ requestCode: code, envelopeId: 'bad id!' })).statusCode).toBe(400);
    expect(await sc(player)).toMatchObject({ bsc: 0 });

    const typed = code.toLowerCase().replaceAll('-', ' ');
    const response = await record({ requestCode: typed, envelopeId, postmarkedOn: '2026-11-20' });
    expect(response.statusCode).toBe(201);
    const { data } = ZRecordAmoeRequestResponse.parse(response.json());
    expect(data).toMatchObject({
      userId: player.userId,
      envelopeId,
      scAmount: AMOE_SC_AMOUNT_MINOR,
      period: new Date(nowMs).toISOString().slice(0, 10),
    });
    expect(await sc(player)).toEqual({ gc: 0, bsc: AMOE_SC_AMOUNT_MINOR, psc: 0, wsc: 0 });

    const { entries } = await testApp.app.modules.audit.list({ limit: 5, action: 'amoe.credit' });
    expect(entries.find((entry) => entry.targetId === player.userId)).toMatchObject({
      actorKind: 'operator',
      actorId: operator.userId,
      after: { envelopeId, requestCode: code, transferId: data.transferId },
    });
    const report = await testApp.app.modules.reconciliation.reconcile();
    expect(report.isBalanced).toBe(true);
  });

  it('refuses an unknown code with 404 and moves nothing', async () => {
    for (const requestCode of ['CC-2222-2222', 'not a code', 'CC-']) {
      const response = await record({ requestCode, envelopeId: nextEnvelope() });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.name).toBe('AmoeCodeNotFoundError');
    }
  });

  it('credits an envelope once, and a player once per UTC day', async () => {
    const player = await createSignedInPlayer(testApp);
    const code = await requestCode(player);
    const envelopeId = nextEnvelope();
    expect((await record({ requestCode: code, envelopeId })).statusCode).toBe(201);

    const sameEnvelope = await record({ requestCode: code, envelopeId });
    expect(sameEnvelope.statusCode).toBe(409);
    expect(sameEnvelope.json().error.name).toBe('AmoeEnvelopeAlreadyRecordedError');
    const secondToday = await record({ requestCode: code, envelopeId: nextEnvelope() });
    expect(secondToday.statusCode).toBe(409);
    expect(secondToday.json().error.name).toBe('AmoePeriodLimitReachedError');
    expect(await sc(player)).toMatchObject({ bsc: AMOE_SC_AMOUNT_MINOR });

    nowMs += DAY_MS;
    const tomorrow = await record({ requestCode: code, envelopeId: nextEnvelope() });
    expect(tomorrow.statusCode).toBe(201);
    expect(await sc(player)).toMatchObject({ bsc: 2 * AMOE_SC_AMOUNT_MINOR });
  });

  it('pays once when the same envelope, or two envelopes of one player, race', async () => {
    const player = await createSignedInPlayer(testApp);
    const code = await requestCode(player);
    const envelopeId = nextEnvelope();
    const sameEnvelope = await Promise.all(
      Array.from({ length: 4 }, () => record({ requestCode: code, envelopeId })),
    );
    expect(sameEnvelope.map((response) => response.statusCode).sort()).toEqual([
      201, 409, 409, 409,
    ]);
    expect(await sc(player)).toMatchObject({ bsc: AMOE_SC_AMOUNT_MINOR });

    const other = await createSignedInPlayer(testApp);
    const otherCode = await requestCode(other);
    const twoEnvelopes = await Promise.all(
      Array.from({ length: 3 }, () =>
        record({ requestCode: otherCode, envelopeId: nextEnvelope() }),
      ),
    );
    expect(twoEnvelopes.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      twoEnvelopes
        .filter((response) => response.statusCode === 409)
        .map((response) => response.json<{ error: { name: string } }>().error.name),
    ).toEqual(['AmoePeriodLimitReachedError', 'AmoePeriodLimitReachedError']);
    expect(await sc(other)).toMatchObject({ bsc: AMOE_SC_AMOUNT_MINOR });
    const report = await testApp.app.modules.reconciliation.reconcile();
    expect(report.isBalanced).toBe(true);
  });

  it('reads a hand-typed code forgivingly', () => {
    expect(normaliseRequestCode(' cc 7k2m q9xd ')).toBe('CC-7K2M-Q9XD');
    expect(normaliseRequestCode('7K2MQ9XD')).toBe('CC-7K2M-Q9XD');
  });
});
