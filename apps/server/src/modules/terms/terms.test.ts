import { randomUUID } from 'node:crypto';
import { ZGetTermsOfServiceResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fund, gameIdFor } from '#src/modules/rgs/rgs.test-support';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

// Each test signs players up (argon2 hashing).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe('terms of service', () => {
  let testApp: TTestApp;
  let operator: TSignedInPlayer;
  beforeAll(async () => {
    testApp = await createTestApp();
    operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['content.manage']);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (method: 'GET' | 'POST', url: string, player?: TSignedInPlayer, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      ...(player ? { headers: { cookie: player.cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  const terms = async (player: TSignedInPlayer) => {
    const response = await call('GET', '/api/terms-of-service', player);
    expect(response.statusCode).toBe(200);
    return ZGetTermsOfServiceResponse.parse(response.json()).data;
  };
  const publish = (requiresAcceptance: boolean, by = operator) =>
    call('POST', '/api/admin/terms-of-service', by, {
      title: 'Terms of Service',
      summary: 'We updated the Sweeps Rules.',
      requiresAcceptance,
    });

  it('refuses guests and players without content.manage', async () => {
    expect((await call('GET', '/api/terms-of-service')).statusCode).toBe(401);
    expect((await call('POST', '/api/terms-of-service', undefined, { tosId: 1 })).statusCode).toBe(
      401,
    );
    const player = await createSignedInPlayer(testApp);
    expect((await publish(true, player)).statusCode).toBe(403);
  });

  it('records the version in force as accepted at sign-up', async () => {
    const player = await createSignedInPlayer(testApp);
    const current = await terms(player);
    expect(current.acceptedAt).not.toBeNull();
    expect(current.needsAcceptance).toBe(false);
  });

  it('asks for an updated version until it is accepted, with version and time', async () => {
    const player = await createSignedInPlayer(testApp);
    const previous = await terms(player);
    const published = await publish(true);
    expect(published.statusCode).toBe(200);
    const { id, version } = published.json().data;
    expect(version).toBe(previous.version + 1);

    const pending = await terms(player);
    expect(pending).toMatchObject({ id, version, acceptedAt: null, needsAcceptance: true });

    const outdated = await call('POST', '/api/terms-of-service', player, { tosId: previous.id });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().error.name).toBe('TermsOfServiceOutdatedError');
    const unknown = await call('POST', '/api/terms-of-service', player, { tosId: id + 100 });
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', '/api/terms-of-service', player, { tosId: 'x' })).statusCode).toBe(
      400,
    );
    expect((await terms(player)).needsAcceptance).toBe(true);

    const accepted = await call('POST', '/api/terms-of-service', player, { tosId: id });
    expect(accepted.statusCode).toBe(200);
    const { acceptedAt } = accepted.json().data;
    expect(await terms(player)).toMatchObject({ id, acceptedAt, needsAcceptance: false });
    const repeat = await call('POST', '/api/terms-of-service', player, { tosId: id });
    expect(repeat.json().data.acceptedAt).toBe(acceptedAt);

    const audit = await testApp.app.modules.audit.list({
      action: 'terms_of_service.published',
      limit: 50,
    });
    expect(audit.entries.map((entry) => entry.targetId)).toContain(String(id));
  });

  it('does not ask when the version needs no acceptance or the flag is off', async () => {
    const player = await createSignedInPlayer(testApp);
    await publish(false);
    expect((await terms(player)).needsAcceptance).toBe(false);

    await publish(true);
    await testApp.app.modules.flags.setOverride(player.userId, 'terms_of_service_update', false, {
      kind: 'system',
      id: null,
    });
    expect((await terms(player)).needsAcceptance).toBe(false);
  });

  it('refuses to start a round until the updated terms are accepted', async () => {
    const gameId = await gameIdFor(testApp, 'classic-3reel');
    const player = await createSignedInPlayer(testApp);
    await fund(testApp, player.userId, 'GC', 1_000_00);
    const playRound = () =>
      call('POST', '/api/rgs/play', player, {
        gameId,
        coin: 'GC',
        betLevel: 0,
        idempotencyKey: randomUUID(),
      });
    expect((await playRound()).statusCode).toBe(200);
    const published = await publish(true);
    const { id } = published.json().data;
    const before = await testApp.app.modules.wallet.getWallet(player.userId);
    const refused = await playRound();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      name: 'TermsOfServiceAcceptanceRequiredError',
      details: { tosId: id },
    });
    expect((await testApp.app.modules.wallet.getWallet(player.userId)).state).toEqual(before.state);
    await testApp.app.modules.flags.setOverride(player.userId, 'terms_of_service_update', false, {
      kind: 'system',
      id: null,
    });
    expect((await playRound()).statusCode).toBe(200);
    await testApp.app.modules.flags.setOverride(player.userId, 'terms_of_service_update', true, {
      kind: 'system',
      id: null,
    });
    expect((await playRound()).statusCode).toBe(403);
    expect((await call('POST', '/api/terms-of-service', player, { tosId: id })).statusCode).toBe(
      200,
    );
    expect((await playRound()).statusCode).toBe(200);
  });

  it('answers 409 to the loser of two publishes at once, and audits each version once', async () => {
    const answers = await Promise.all([publish(true), publish(true), publish(true)]);
    const statuses = answers.map((answer) => answer.statusCode);
    for (const status of statuses) expect([200, 409]).toContain(status);
    const published = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json<{ data: { id: number; version: number } }>().data);
    expect(published.length).toBeGreaterThan(0);
    expect(new Set(published.map((entry) => entry.version)).size).toBe(published.length);
    const audit = await testApp.app.modules.audit.list({
      action: 'terms_of_service.published',
      limit: 50,
    });
    for (const { id } of published) {
      expect(audit.entries.filter((entry) => entry.targetId === String(id))).toHaveLength(1);
    }
  });
});
