import { createHmac } from 'node:crypto';
import {
  ZGetForceKycResponse,
  ZInitAccessTokenResponse,
  type TDomainEvents,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { freePort, type TProviderSandbox } from '#test/helpers/provider-sandbox';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const WEBHOOK_SECRET = 'sandbox_whsec_crown_casino_development';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 32)]);

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('identity verification (KYC)', () => {
  let testApp: TTestApp;
  let sandbox: TProviderSandbox;
  let started: TAppWithSandbox | undefined;
  const pushed: { name: string; event: unknown }[] = [];

  beforeAll(async () => {
    started = await startAppWithSandbox({
      env: (sandboxUrl) => ({
        IDENTITY_CHECK_URL: sandboxUrl,
        OUTBOX_POLL_MS: '50',
      }),
      sandboxEnv: () => ({ SANDBOX_REVIEW_DELAY_MS: '100' }),
    });
    ({ testApp, sandbox } = started);
    testApp.app.events.on('kyc.requested', (event: TDomainEvents['kyc.requested']) => {
      pushed.push({ name: 'kyc.requested', event });
    });
    testApp.app.events.on('kyc.changed', (event: TDomainEvents['kyc.changed']) => {
      pushed.push({ name: 'kyc.changed', event });
    });
  }, 60_000);
  afterAll(() => started?.close());

  const call = (method: 'GET' | 'POST', url: string, player?: TSignedInPlayer, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: player ? { cookie: player.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const forceKyc = async (player: TSignedInPlayer) => {
    const response = await call('GET', '/api/user/force-kyc', player);
    expect(response.statusCode).toBe(200);
    return ZGetForceKycResponse.parse(response.json()).data;
  };

  async function token(player: TSignedInPlayer) {
    const response = await call('GET', '/api/user/init-access-token', player);
    expect(response.statusCode).toBe(200);
    return ZInitAccessTokenResponse.parse(response.json());
  }

  function upload(accessToken: string, content: Buffer, type: string, fields: object) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    form.append('file', new Blob([content], { type }), 'document');
    return fetch(`${sandbox.url}/identity/sdk/v1/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
  }

  async function passThroughProvider(accessToken: string, review: object) {
    const id = { idDocSetType: 'IDENTITY', idDocType: 'PASSPORT', country: 'USA' };
    const address = {
      idDocSetType: 'PROOF_OF_RESIDENCE',
      idDocType: 'UTILITY_BILL',
      country: 'USA',
    };
    expect((await upload(accessToken, PNG, 'image/png', id)).status).toBe(201);
    expect((await upload(accessToken, PDF, 'application/pdf', address)).status).toBe(201);
    const submitted = await fetch(`${sandbox.url}/identity/sdk/v1/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sandboxReview: review }),
    });
    expect(submitted.status).toBe(202);
  }

  function sign(body: string, at = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET) {
    return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
  }

  function reviewedBody(input: {
    eventId: string;
    applicantId: string;
    userId: string;
    answer?: 'GREEN' | 'RED';
    attemptCount?: number;
  }) {
    return JSON.stringify({
      id: input.eventId,
      type: 'applicant.reviewed',
      provider: 'identity',
      merchantId: 'sandbox_crown_casino',
      createdAt: new Date().toISOString(),
      data: {
        applicantId: input.applicantId,
        externalUserId: input.userId,
        levelName: 'basic-kyc-level',
        reviewStatus: 'completed',
        reviewResult: { reviewAnswer: input.answer ?? 'GREEN' },
        attemptCount: input.attemptCount ?? 1,
      },
    });
  }

  const postWebhook = (body: string, signature?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/identity',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-sandbox-signature': signature } : {}),
      },
      payload: body,
    });

  const eventsFor = (userId: string) =>
    pushed.filter((entry) => (entry.event as { userId: string }).userId === userId);

  it('starts notStarted; the calls need a signed-in player', async () => {
    const player = await createSignedInPlayer(testApp);
    expect(await forceKyc(player)).toEqual({
      shouldShowKYC: false,
      kycStatus: 'notStarted',
      reviewAnswer: null,
      isReviewPending: false,
      trigger: null,
    });
    for (const url of ['/api/user/force-kyc', '/api/user/init-access-token']) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    expect(
      (await call('POST', '/api/v2/kyc/report/impression', undefined, { trigger: 'profile' }))
        .statusCode,
    ).toBe(401);
  });

  it('forces KYC before the first redemption: ForceKYCError, requested, force_kyc pushed once', async () => {
    const player = await createSignedInPlayer(testApp);
    const { kyc } = testApp.app.modules;
    expect(await kyc.requirements()).toEqual({
      isRequiredForRedemption: true,
      purchaseThresholdMinor: 2_000_00,
    });
    await expect(kyc.assertVerifiedForRedemption(player.userId)).rejects.toMatchObject({
      name: 'ForceKYCError',
      statusCode: 403,
    });
    await expect(kyc.assertVerifiedForRedemption(player.userId)).rejects.toMatchObject({
      name: 'ForceKYCError',
    });
    expect(await forceKyc(player)).toMatchObject({
      shouldShowKYC: true,
      kycStatus: 'requested',
      trigger: 'redemption',
    });
    await waitFor(
      async () => eventsFor(player.userId),
      (list) => list.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(eventsFor(player.userId)).toEqual([
      { name: 'kyc.requested', event: { userId: player.userId, trigger: 'redemption' } },
    ]);
  });

  it('forces KYC above the purchase threshold only', async () => {
    const player = await createSignedInPlayer(testApp);
    const { kyc } = testApp.app.modules;
    await kyc.assertPurchaseAllowed(player.userId, 2_000_00);
    expect(await kyc.getStatus(player.userId)).toBe('notStarted');
    await expect(kyc.assertPurchaseAllowed(player.userId, 2_000_01)).rejects.toMatchObject({
      name: 'ForceKYCError',
    });
    expect(await forceKyc(player)).toMatchObject({ kycStatus: 'requested', trigger: 'purchase' });
  });

  it('passes a GREEN review: requested → PENDING → completed, once; then nothing is forced', async () => {
    const player = await createSignedInPlayer(testApp);
    const access = await token(player);
    expect(access.verificationUrl).toContain('parentOrigin=');
    expect(access.providerOrigin).toBe(sandbox.url);
    expect(await forceKyc(player)).toMatchObject({ kycStatus: 'requested', trigger: 'profile' });

    await passThroughProvider(access.token, { reviewAnswer: 'GREEN' });
    await waitFor(
      () => forceKyc(player),
      (state) => state.kycStatus === 'completed',
    );
    expect(await forceKyc(player)).toEqual({
      shouldShowKYC: false,
      kycStatus: 'completed',
      reviewAnswer: 'GREEN',
      isReviewPending: false,
      trigger: 'profile',
    });
    await waitFor(
      async () => eventsFor(player.userId),
      (list) =>
        list.some(
          (entry) => entry.name === 'kyc.changed' && JSON.stringify(entry).includes('COMPLETED'),
        ),
    );
    // applicant.pending may arrive after applicant.reviewed (deliveries race): it is then stale.
    const seen = eventsFor(player.userId).map((entry) => entry.event);
    expect(seen[0]).toEqual({ userId: player.userId, trigger: 'profile' });
    expect(seen.at(-1)).toEqual({
      userId: player.userId,
      kycStatus: 'COMPLETED',
      reviewAnswer: 'GREEN',
    });
    expect(seen.slice(1, -1)).toEqual(
      seen.length === 3
        ? [{ userId: player.userId, kycStatus: 'PENDING', reviewAnswer: null }]
        : [],
    );

    const { kyc } = testApp.app.modules;
    expect(await kyc.isVerified(player.userId)).toBe(true);
    await kyc.assertVerifiedForRedemption(player.userId);
    await kyc.assertPurchaseAllowed(player.userId, 1_000_000_00);
    const again = await call('GET', '/api/user/init-access-token', player);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.name).toBe('KycAlreadyCompletedError');
  });

  it('keeps a RED review requested, with the answer, and lets the player try again', async () => {
    const player = await createSignedInPlayer(testApp);
    const access = await token(player);
    await passThroughProvider(access.token, {
      reviewAnswer: 'RED',
      rejectLabels: ['UNSATISFACTORY_PHOTOS'],
      reviewRejectType: 'RETRY',
    });
    const state = await waitFor(
      () => forceKyc(player),
      (value) => value.reviewAnswer === 'RED',
    );
    expect(state).toMatchObject({
      shouldShowKYC: true,
      kycStatus: 'requested',
      isReviewPending: false,
    });
    await waitFor(
      async () => eventsFor(player.userId),
      (list) => list.some((entry) => JSON.stringify(entry).includes('"RED"')),
    );
    expect(eventsFor(player.userId).at(-1)?.event).toEqual({
      userId: player.userId,
      kycStatus: 'REQUESTED',
      reviewAnswer: 'RED',
    });
    expect(await testApp.app.modules.kyc.isVerified(player.userId)).toBe(false);
    expect((await token(player)).token).not.toBe(access.token);
  });

  it('refuses unsigned, forged, stale and foreign notifications; a replayed id changes nothing', async () => {
    const owner = await createSignedInPlayer(testApp);
    const other = await createSignedInPlayer(testApp);
    const { applicantId } = await testApp.app.modules.kyc
      .initAccessToken(owner.userId)
      .then(
        async () =>
          (
            await executeRows<{ applicantId: string }>(
              testApp.database.db,
              sql`SELECT applicant_id AS "applicantId" FROM kyc_applicants WHERE user_id = ${owner.userId}`,
            )
          )[0] ?? { applicantId: '' },
      );
    expect(applicantId).toMatch(/^app_/);
    await token(other);

    const body = reviewedBody({ eventId: 'evt_kyc_test_1', applicantId, userId: owner.userId });
    for (const signature of [
      undefined,
      'garbage',
      sign(body, Math.floor(Date.now() / 1000), 'not_the_secret_at_all_0123'),
      sign(body, Math.floor(Date.now() / 1000) - 600),
      sign(`${body} `),
    ]) {
      const response = await postWebhook(body, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.name).toBe('WebhookSignatureInvalidError');
    }
    // Another player's applicant, or one we never made: 404, nothing moves.
    const foreign = reviewedBody({ eventId: 'evt_kyc_test_2', applicantId, userId: other.userId });
    const foreignAnswer = await postWebhook(foreign, sign(foreign));
    expect(foreignAnswer.statusCode).toBe(404);
    expect(foreignAnswer.json().error.name).toBe('KycApplicantNotFoundError');
    const unknown = reviewedBody({
      eventId: 'evt_kyc_test_3',
      applicantId: 'app_000000000000000000000000',
      userId: owner.userId,
    });
    expect((await postWebhook(unknown, sign(unknown))).statusCode).toBe(404);
    expect(await forceKyc(owner)).toMatchObject({ kycStatus: 'requested', reviewAnswer: null });
    expect(await forceKyc(other)).toMatchObject({ kycStatus: 'requested', reviewAnswer: null });

    // Two different GREEN events racing and each delivered twice: completed exactly once.
    const second = reviewedBody({ eventId: 'evt_kyc_test_4', applicantId, userId: owner.userId });
    const answers = await Promise.all([
      postWebhook(body, sign(body)),
      postWebhook(second, sign(second)),
      postWebhook(body, sign(body)),
      postWebhook(second, sign(second)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await forceKyc(owner)).toMatchObject({ kycStatus: 'completed', reviewAnswer: 'GREEN' });
    const rows = await executeRows<{ n: number }>(
      testApp.database.db,
      sql`SELECT count(*)::int AS n FROM kyc_webhook_events WHERE applicant_id = ${applicantId}`,
    );
    expect(rows[0]?.n).toBe(2);
    await waitFor(
      async () => eventsFor(owner.userId).filter((entry) => entry.name === 'kyc.changed'),
      (list) => list.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(eventsFor(owner.userId).filter((entry) => entry.name === 'kyc.changed')).toHaveLength(1);
    // A late RED for the same attempt cannot undo the GREEN.
    const late = reviewedBody({
      eventId: 'evt_kyc_test_5',
      applicantId,
      userId: owner.userId,
      answer: 'RED',
    });
    expect((await postWebhook(late, sign(late))).statusCode).toBe(200);
    expect(await forceKyc(owner)).toMatchObject({ kycStatus: 'completed', reviewAnswer: 'GREEN' });
  });

  it('records impressions and interactions and refuses bad input', async () => {
    const player = await createSignedInPlayer(testApp);
    const impression = await call('POST', '/api/v2/kyc/report/impression', player, {
      trigger: 'redemption',
    });
    expect(impression.statusCode).toBe(200);
    expect(impression.json()).toEqual({ data: { reported: true } });
    const interaction = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/kyc/report/interaction',
      headers: { cookie: player.cookie },
    });
    expect(interaction.statusCode).toBe(200);
    for (const payload of [{}, { trigger: 'x'.repeat(5000) }, { trigger: 'nope' }]) {
      const refused = await call('POST', '/api/v2/kyc/report/impression', player, payload);
      expect(refused.statusCode).toBe(400);
    }
    const rows = await executeRows<{ kind: string; trigger: string | null }>(
      testApp.database.db,
      sql`SELECT kind, trigger FROM kyc_reports WHERE user_id = ${player.userId} ORDER BY id`,
    );
    expect(rows).toEqual([
      { kind: 'impression', trigger: 'redemption' },
      { kind: 'interaction', trigger: null },
    ]);
  });
});

describe('identity verification when the provider is down', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { IDENTITY_CHECK_URL: `http://127.0.0.1:${await freePort()}` },
    });
  }, 60_000);
  afterAll(() => testApp?.close());

  it('answers KycTokenError (502) and the player stays requested', async () => {
    const player = await createSignedInPlayer(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/init-access-token',
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.name).toBe('KycTokenError');
    expect(await testApp.app.modules.kyc.getStatus(player.userId)).toBe('requested');
  });
});
