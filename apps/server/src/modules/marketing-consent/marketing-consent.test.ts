import { ZMarketingConsentsResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

describe('marketing consent', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function list(path: string) {
    const response = await testApp.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    return ZMarketingConsentsResponse.parse(response.json()).data.marketingConsents;
  }

  it('lists the consents of each list publicly', async () => {
    const general = await list('/api/marketing-consent');
    const signUp = await list('/api/marketing-consent/sign_up');
    const phone = await list('/api/marketing-consent/phone_verification');
    expect(general).toHaveLength(3);
    expect(signUp.map((consent) => consent.text)).toEqual([
      expect.stringContaining('e-mails'),
      expect.stringContaining('Tailor'),
    ]);
    expect(phone).toHaveLength(1);
    expect(phone[0]?.text).toContain('reply STOP');
  });

  it('refuses an answer without a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/marketing-consent',
      payload: { marketingConsentId: 1, isAccepted: true, referrer: 'sign_up' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("stores a player's answers, the newest one winning, and keeps them apart", async () => {
    const player = await createSignedInPlayer(testApp);
    const [consent] = await list('/api/marketing-consent/sign_up');
    const answer = (isAccepted: boolean) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/marketing-consent',
        headers: { cookie: player.cookie },
        payload: { marketingConsentId: consent?.id, isAccepted, referrer: 'sign_up' },
      });
    const first = await answer(true);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      marketingConsentId: consent?.id,
      isAccepted: true,
      referrer: 'sign_up',
    });
    const service = testApp.app.modules.marketingConsent;
    expect(await service.hasAccepted(player.userId, consent?.id ?? 0)).toBe(true);
    await answer(false);
    expect(await service.hasAccepted(player.userId, consent?.id ?? 0)).toBe(false);
    expect(await service.listAnswers(player.userId)).toHaveLength(1);
    expect(await service.listAnswers('someone-else')).toEqual([]);
  });

  it('answers 404 for an unknown consent and 400 for a bad body', async () => {
    const player = await createSignedInPlayer(testApp);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/marketing-consent',
      headers: { cookie: player.cookie },
      payload: { marketingConsentId: 9999, isAccepted: true, referrer: 'account' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Marketing consent not found');
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/marketing-consent',
      headers: { cookie: player.cookie },
      payload: { marketingConsentId: 'one', isAccepted: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("shows a signed-in player's answers in the list and what is still pending", async () => {
    const player = await createSignedInPlayer(testApp);
    const read = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/marketing-consent',
        headers: { cookie: player.cookie },
      });
      expect(response.statusCode).toBe(200);
      return ZMarketingConsentsResponse.parse(response.json()).data.marketingConsents;
    };
    const before = await read();
    expect(before.map((consent) => consent.isAccepted)).toEqual([null, null, null]);
    const [first, second] = before;
    for (const [consent, isAccepted] of [
      [first, true],
      [second, false],
    ] as const) {
      const answered = await testApp.app.inject({
        method: 'POST',
        url: '/api/marketing-consent',
        headers: { cookie: player.cookie },
        payload: { marketingConsentId: consent?.id, isAccepted, referrer: 'consent_dialog' },
      });
      expect(answered.statusCode).toBe(200);
    }
    const after = await read();
    expect(after.map(({ isAccepted, referrer }) => ({ isAccepted, referrer }))).toEqual([
      { isAccepted: true, referrer: 'consent_dialog' },
      { isAccepted: false, referrer: 'consent_dialog' },
      { isAccepted: null, referrer: null },
    ]);
    const guest = await list('/api/marketing-consent');
    expect(guest.every((consent) => consent.isAccepted === null)).toBe(true);
  });

  it('records answers through the service for sign-up (each kept as history)', async () => {
    const service = testApp.app.modules.marketingConsent;
    const [first] = await service.list('general');
    await service.answer('user-history', {
      marketingConsentId: first?.id ?? 0,
      isAccepted: true,
      referrer: 'sign_up',
    });
    await service.answer('user-history', {
      marketingConsentId: first?.id ?? 0,
      isAccepted: false,
      referrer: 'account',
    });
    const [current] = await service.listAnswers('user-history');
    expect(current).toMatchObject({ isAccepted: false, referrer: 'account' });
  });
});
