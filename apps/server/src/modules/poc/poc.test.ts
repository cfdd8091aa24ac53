import { createHmac, randomUUID } from 'node:crypto';
import {
  CONFIG_KEYS,
  ZCreateWithdrawRequestBody,
  ZInitPocSessionBody,
  ZSessionRequiringDisplay,
  createWithdrawRequestContract,
  initPocSessionContract,
  type TDomainEvents,
  type TRedeemTransaction,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCards } from '#src/db/schema/index';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import type { TProviderSandbox } from '#test/helpers/provider-sandbox';
import { grantPermissions } from '#test/helpers/roles';
import type { TTestApp } from '#test/helpers/test-app';

const WEBHOOK_SECRET = 'sandbox_whsec_crown_casino_development';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const AMOUNT = 60_00;

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('card-ownership verification (POC)', () => {
  let testApp: TTestApp;
  let sandbox: TProviderSandbox;
  let started: TAppWithSandbox | undefined;
  let operator: TSignedInPlayer;
  const pushed: TDomainEvents['poc.changed'][] = [];

  beforeAll(async () => {
    started = await startAppWithSandbox({
      env: (sandboxUrl) => ({
        CARD_PROCESSOR_URL: sandboxUrl,
        IDENTITY_CHECK_URL: sandboxUrl,
        POC_MAX_ATTEMPTS: '2',
      }),
      sandboxEnv: () => ({ SANDBOX_REVIEW_DELAY_MS: '100' }),
    });
    ({ testApp, sandbox } = started);
    operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['redemptions.manage']);
    await testApp.app.modules.operatorConfig.setValue(
      CONFIG_KEYS.kycRequiredForRedemption,
      false,
      SYSTEM_ACTOR,
    );
    await testApp.app.modules.flags.setValue('poc-enabled', true, SYSTEM_ACTOR);
    testApp.app.events.on('poc.changed', (event) => {
      pushed.push(event);
    });
  }, 180_000);
  afterAll(() => started?.close());

  const call = (method: 'GET' | 'POST', url: string, player: TSignedInPlayer, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { cookie: player.cookie, 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    });

  /** The tracker's stages of the player's request, as GET user/redeem-requests answers them. */
  async function stagesOf(player: TSignedInPlayer, requestId: string) {
    const listed = await call('GET', '/api/user/redeem-requests', player);
    const requests = listed.json().data.rows as TRedeemTransaction[];
    const request = requests.find((candidate) => candidate.withdrawRequestId === requestId);
    return request?.stages.map((stage) => [stage.name, stage.state]);
  }

  /** A player with SC winnings who saved a card ending 4242 while buying. */
  async function buyer(lastFour = '4242'): Promise<TSignedInPlayer> {
    const player = await createSignedInPlayer(testApp);
    await testApp.app.modules.wallet.transfer({
      idempotencyKey: `test-win-${randomUUID()}`,
      code: 'win',
      userId: player.userId,
      coin: 'SC',
      amountMinor: 500_00,
    });
    const handle = randomUUID();
    await testApp.database.db.insert(savedCards).values({
      userId: player.userId,
      providerCustomerId: `cus_${player.userId}`,
      providerHandleId: `ph_${handle}`,
      paymentHandleToken: `tok_${handle}`,
      brand: 'visa',
      lastFour,
      expiryMonth: 12,
      expiryYear: 2031,
      holderName: 'Test Player',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return player;
  }

  async function redeem(player: TSignedInPlayer) {
    const body = ZCreateWithdrawRequestBody.parse({
      paymentMethodType: 'bank',
      userPMId: 'upo_unlinked',
      amount: AMOUNT,
      paymentType: 'redeem',
    });
    const response = await call('POST', '/api/user/create-withdraw-request', player, body);
    expect(response.statusCode, response.body).toBe(201);
    return createWithdrawRequestContract.response.parse(response.json()).data;
  }

  async function initSession(player: TSignedInPlayer, redemptionRequestId: string) {
    const body = ZInitPocSessionBody.parse({ version: 2, redemptionRequestId });
    const response = await call('POST', '/api/v2/poc/init-session', player, body);
    expect(response.statusCode, response.body).toBe(200);
    return initPocSessionContract.response.parse(response.json()).result;
  }

  async function display(player: TSignedInPlayer) {
    const response = await call('GET', '/api/v2/poc/session-requiring-display', player);
    expect(response.statusCode).toBe(200);
    return ZSessionRequiringDisplay.parse(response.json());
  }

  /** Uploads the card photo at the provider's page and submits with the review to end with. */
  async function showCard(accessToken: string, review: object) {
    const form = new FormData();
    form.append('idDocSetType', 'PAYMENT_METHODS');
    form.append('idDocType', 'BANK_CARD');
    form.append('country', 'USA');
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'card.png');
    const uploaded = await fetch(`${sandbox.url}/identity/sdk/v1/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const applicant = (await uploaded.json()) as { id: string; levelName: string };
    expect(applicant.levelName).toBe('card-ownership-level');
    const submitted = await fetch(`${sandbox.url}/identity/sdk/v1/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sandboxReview: review }),
    });
    expect(submitted.status).toBe(202);
    return applicant.id;
  }

  function sign(body: string, secret = WEBHOOK_SECRET) {
    const at = Math.floor(Date.now() / 1000);
    return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
  }

  function reviewed(sessionId: string, applicantId: string, answer: 'GREEN' | 'RED') {
    return JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'applicant.reviewed',
      provider: 'identity',
      merchantId: 'sandbox_crown_casino',
      createdAt: new Date().toISOString(),
      data: {
        applicantId,
        externalUserId: `poc-${sessionId}`,
        levelName: 'card-ownership-level',
        reviewStatus: 'completed',
        reviewResult:
          answer === 'GREEN'
            ? { reviewAnswer: 'GREEN' }
            : { reviewAnswer: 'RED', reviewRejectType: 'RETRY' },
        attemptCount: 1,
      },
    });
  }

  const postWebhook = (body: string, signature: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/identity',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      payload: body,
    });

  const approve = (id: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/admin/redemptions/${id}/approve`,
      headers: { cookie: operator.cookie, 'idempotency-key': randomUUID() },
    });

  const pushesFor = (player: TSignedInPlayer) =>
    pushed.filter((event) => event.userId === player.userId).map((event) => event.kind);

  it('asks nothing of a player without a saved purchase card, or with the flag off', async () => {
    const player = await createSignedInPlayer(testApp);
    await testApp.app.modules.wallet.transfer({
      idempotencyKey: `test-win-${randomUUID()}`,
      code: 'win',
      userId: player.userId,
      coin: 'SC',
      amountMinor: 500_00,
    });
    expect((await redeem(player)).preparationResult).toEqual({ status: 'ok', payload: null });
    expect(await display(player)).toEqual({ status: 'noSessions', payload: null });

    await testApp.app.modules.flags.setValue('poc-enabled', false, SYSTEM_ACTOR);
    try {
      const withCard = await buyer();
      expect((await redeem(withCard)).preparationResult.status).toBe('ok');
    } finally {
      await testApp.app.modules.flags.setValue('poc-enabled', true, SYSTEM_ACTOR);
    }
  });

  it('holds a redemption to an unverified card until a GREEN review, which moves it once', async () => {
    const player = await buyer('4242');
    const created = await redeem(player);
    expect(created.redemptionAmount).toBe(AMOUNT);
    const { preparationResult } = created;
    if (preparationResult.status !== 'validityIssue') throw new Error('expected a POC');
    expect(preparationResult.payload.status).toBe('pocRequired');
    const session = preparationResult.payload.pocSession;
    expect(session).toMatchObject({
      status: 'required',
      cardNumberEnding: '4242',
      attemptNumber: 1,
      requestReason: 'redemption',
      redemptionRequestId: created.redemptionRequestId,
    });
    expect(pushesFor(player)).toEqual(['pushed']);
    expect((await display(player)).status).toBe('hanging');
    expect(await stagesOf(player, created.redemptionRequestId)).toEqual([
      ['requested', 'done'],
      ['identityCheck', 'skipped'],
      ['cardCheck', 'current'],
      ['approved', 'upcoming'],
      ['paid', 'upcoming'],
    ]);

    const held = await approve(created.redemptionRequestId);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ error: { name: 'RedeemRequestStateError' } });

    const opened = await initSession(player, created.redemptionRequestId);
    expect(opened.problem).toBeNull();
    expect(opened.pocSession?.status).toBe('inProgress');
    const access = opened.access;
    if (!access) throw new Error('expected an access token');
    expect(new URL(access.verificationUrl).searchParams.get('parentOrigin')).toBeTruthy();

    const applicantId = await showCard(access.accessToken, { reviewAnswer: 'GREEN' });
    await waitFor(
      () => display(player),
      (answer) => answer.status === 'unseenSuccess',
    );
    expect(pushesFor(player)).toEqual(['pushed', 'success']);
    expect(await stagesOf(player, created.redemptionRequestId)).toEqual([
      ['requested', 'done'],
      ['identityCheck', 'skipped'],
      ['cardCheck', 'done'],
      ['approved', 'current'],
      ['paid', 'upcoming'],
    ]);

    // The same review again (and a RED after it) changes nothing and pushes nothing.
    const again = reviewed(session.id, applicantId, 'GREEN');
    const [first, second] = await Promise.all([
      postWebhook(again, sign(again)),
      postWebhook(again, sign(again)),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const late = reviewed(session.id, applicantId, 'RED');
    expect((await postWebhook(late, sign(late))).statusCode).toBe(200);
    expect(pushesFor(player)).toEqual(['pushed', 'success']);

    const marked = await call('POST', '/api/v2/poc/mark-success-noticed', player, {
      pocSessionId: session.id,
    });
    expect(marked.json()).toEqual({ marked: true });
    expect(await display(player)).toEqual({ status: 'noSessions', payload: null });

    expect((await approve(created.redemptionRequestId)).statusCode).not.toBe(409);
    // The verified card is not asked for again.
    expect((await redeem(player)).preparationResult.status).toBe('ok');
  });

  it('offers a retry after RED RETRY, then reached_max_attempt at the last attempt', async () => {
    const player = await buyer('1881');
    const created = await redeem(player);
    const red = {
      reviewAnswer: 'RED',
      rejectLabels: ['UNSATISFACTORY_PHOTOS'],
      reviewRejectType: 'RETRY',
    };

    const first = await initSession(player, created.redemptionRequestId);
    await showCard(first.access?.accessToken ?? '', red);
    const failed = await waitFor(
      () => display(player),
      (answer) => answer.payload?.status === 'failed',
    );
    expect(failed).toMatchObject({
      status: 'hanging',
      payload: { failureType: 'retry', attemptNumber: 1, failureNoticed: false },
    });
    expect(pushesFor(player)).toEqual(['pushed', 'failed']);

    const second = await initSession(player, created.redemptionRequestId);
    expect(second.pocSession).toMatchObject({ attemptNumber: 2, status: 'inProgress' });
    await showCard(second.access?.accessToken ?? '', red);
    const last = await waitFor(
      () => display(player),
      (answer) => answer.payload?.status === 'failed',
    );
    expect(last.payload).toMatchObject({ failureType: 'reached_max_attempt', attemptNumber: 2 });

    const third = await initSession(player, created.redemptionRequestId);
    expect(third).toMatchObject({ access: null, problem: 'reached_max_attempt' });
    await call('POST', '/api/v2/poc/mark-failure-noticed', player, {
      pocSessionId: last.payload?.id,
    });
    expect((await display(player)).status).toBe('noSessions');
    expect((await approve(created.redemptionRequestId)).statusCode).toBe(409);
    expect((await stagesOf(player, created.redemptionRequestId))?.slice(2, 4)).toEqual([
      ['cardCheck', 'stopped'],
      ['approved', 'upcoming'],
    ]);
  });

  it('refuses unsigned, forged and unknown notifications and moves nothing', async () => {
    const player = await buyer('5555');
    const created = await redeem(player);
    const opened = await initSession(player, created.redemptionRequestId);
    const sessionId = opened.pocSession?.id ?? '';
    const applicant = await fetch(`${sandbox.url}/identity/sdk/v1/applicant`, {
      headers: { authorization: `Bearer ${opened.access?.accessToken ?? ''}` },
    });
    const { id: applicantId } = (await applicant.json()) as { id: string };

    const body = reviewed(sessionId, applicantId, 'GREEN');
    expect((await postWebhook(body, sign(body, 'wrong-secret'))).statusCode).toBe(401);
    expect((await postWebhook(body, 't=1,v1=00')).statusCode).toBe(401);
    const otherApplicant = reviewed(sessionId, 'app_someone_else', 'GREEN');
    expect((await postWebhook(otherApplicant, sign(otherApplicant))).statusCode).toBe(404);
    const unknown = reviewed(randomUUID(), applicantId, 'GREEN');
    expect((await postWebhook(unknown, sign(unknown))).statusCode).toBe(404);
    expect((await display(player)).payload?.status).toBe('inProgress');
    expect(pushesFor(player)).toEqual(['pushed']);
  });

  it('validates ids, keeps sessions to their player and stops once the redemption is canceled', async () => {
    const player = await buyer('7777');
    const other = await buyer('7777');
    const created = await redeem(player);
    const sessionId = (await display(player)).payload?.id ?? '';

    for (const url of [
      '/api/v2/poc/mark-as-seen',
      '/api/v2/poc/mark-failure-noticed',
      '/api/v2/poc/mark-success-noticed',
    ]) {
      expect((await call('POST', url, player, { pocSessionId: 'not-a-uuid' })).statusCode).toBe(
        400,
      );
      expect((await call('POST', url, other, { pocSessionId: sessionId })).statusCode).toBe(404);
    }
    expect(
      (await call('GET', `/api/v2/poc/access-token?pocSessionId=${sessionId}`, other)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/v2/poc/access-token?pocSessionId=1', player)).statusCode).toBe(
      400,
    );
    const foreign = await call('POST', '/api/v2/poc/init-session', other, {
      version: 2,
      redemptionRequestId: created.redemptionRequestId,
    });
    expect(foreign.statusCode).toBe(404);

    const seen = await call('POST', '/api/v2/poc/mark-as-seen', player, {
      pocSessionId: sessionId,
    });
    expect(seen.json()).toEqual({ marked: true });
    expect((await display(player)).payload?.seenByUser).toBe(true);

    const canceled = await call(
      'POST',
      `/api/user/redeem-requests/cancel/${created.redemptionRequestId}`,
      player,
    );
    expect(canceled.statusCode).toBe(200);
    const late = await call('POST', '/api/v2/poc/init-session', player, {
      version: 2,
      redemptionRequestId: created.redemptionRequestId,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { name: 'PocSessionStateError' } });
  });
});
