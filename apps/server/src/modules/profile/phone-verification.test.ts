import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

describe('phone verification', () => {
  let testApp: TTestApp;
  let player: TSignedInPlayer;
  beforeAll(async () => {
    testApp = await createTestApp();
    player = await createSignedInPlayer(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const send = (phone: string, cookie = player.cookie, countryCode?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/phone-verification/send',
      headers: { cookie },
      payload: { phone, ...(countryCode ? { countryCode } : {}) },
    });
  const verify = (code: string, cookie = player.cookie) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/phone-verification/verify',
      headers: { cookie },
      payload: { code },
    });
  const latestCode = async (phone: string) => {
    const [text] = await testApp.app.modules.sms.listOutbox({ to: phone, limit: 1 });
    const code = text?.text.match(/\d{6}/)?.[0];
    if (!code) throw new Error('no code sent');
    return code;
  };

  it.each([
    ['', 'Phone is required'],
    ['12345', 'Please enter a valid phone number'],
  ])('refuses phone %j with "%s"', async (phone, message) => {
    const response = await send(phone);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it.each([
    ['(201) 555-0199', undefined],
    ['(555) 555-5555', 'US'],
    ['201 555 019', 'US'],
    ['+1 201 555 0199 ext', 'US'],
    ['(201) 555-0199', 'ZZ'],
  ])('refuses %j read in %s: not a number of that plan', async (phone, countryCode) => {
    const response = await send(phone, player.cookie, countryCode);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter a valid phone number');
  });

  it('takes a national number with its country and stores it as E.164, whatever the format', async () => {
    const other = await createSignedInPlayer(testApp);
    const sent = await send('(201) 555-0142', other.cookie, 'US');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.status).toBe('sent');
    const [text] = await testApp.app.modules.sms.listOutbox({ to: '+12015550142', limit: 1 });
    const code = text?.text.match(/\d{6}/)?.[0] ?? '';
    const right = await verify(code, other.cookie);
    expect(right.json().data).toEqual({ phone: '+12015550142', phoneVerified: true });
    // The same number typed another way is the same number: already verified, not a new one.
    const again = await send('+1 201-555-0142', other.cookie);
    expect(again.json().data.status).toBe('alreadyVerified');
    const dotted = await send('201.555.0142', other.cookie, 'us');
    expect(dotted.json().data.status).toBe('alreadyVerified');
  });

  it("completing without a started process: 'Phone verification process has not been started yet.'", async () => {
    const response = await verify('123456');
    expect(response.json().error).toMatchObject({
      name: 'PhoneVerificationNotStartedError',
      message: 'Phone verification process has not been started yet.',
    });
  });

  it('sends a 6-digit code that expires in 10 minutes, refuses a wrong one, accepts the right one', async () => {
    const phone = '+12015550199';
    const sent = await send(phone);
    expect(sent.json().data).toMatchObject({ status: 'sent', codeLength: 6 });
    const expiresAt = sent.json<{ data: { expiresAt: string } }>().data.expiresAt;
    const expiresInMs = new Date(expiresAt).getTime() - Date.now();
    expect(expiresInMs).toBeGreaterThan(9 * 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(10 * 60_000);
    const code = await latestCode(phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await verify(wrongCode);
    expect(wrong.json().error).toMatchObject({
      name: 'InvalidPhoneCodeError',
      details: { attemptsLeft: 4 },
    });
    const right = await verify(code);
    expect(right.json().data).toEqual({ phone, phoneVerified: true });
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: player.cookie },
    });
    expect(profile.json().data).toMatchObject({ phone, phoneVerified: true });
  });

  it('an already verified number short-circuits; another player gets "Phone number is already in use"', async () => {
    const phone = '+12015550199';
    const again = await send(phone);
    expect(again.json().data.status).toBe('alreadyVerified');
    const other = await createSignedInPlayer(testApp);
    const taken = await send(phone, other.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Phone number is already in use');
  });

  it('five wrong codes end the process', async () => {
    const other = await createSignedInPlayer(testApp);
    const phone = '+12015550177';
    await send(phone, other.cookie);
    const code = await latestCode(phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await verify(wrongCode, other.cookie)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const afterwards = await verify(code, other.cookie);
    expect(afterwards.json().error.message).toBe(
      'Phone verification process has not been started yet.',
    );
  });

  it('the registration limit short-circuits the send (no message)', async () => {
    const other = await createSignedInPlayer(testApp);
    const phone = '+12015550155';
    const statuses: string[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await send(phone, other.cookie)).json().data.status as string);
    }
    expect(statuses).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'limitReached']);
    expect(await testApp.app.modules.sms.listOutbox({ to: phone })).toHaveLength(5);
  });
});
