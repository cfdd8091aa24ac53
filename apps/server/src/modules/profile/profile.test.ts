import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

describe('profile', () => {
  let testApp: TTestApp;
  let player: TSignedInPlayer;
  beforeAll(async () => {
    testApp = await createTestApp();
    player = await createSignedInPlayer(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const update = (payload: object, cookie = player.cookie) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie },
      payload,
    });

  it('reads the profile with the territory from sign-up and the geo data', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      userId: player.userId,
      firebaseUid: player.userId,
      email: player.email,
      countryCode: 'US',
      territory: { code: 'NJ', legalAge: 18 },
      currencyCode: 'USD',
      currency: { code: 'USD' },
      language: 'EN',
      kycStatus: 'notStarted',
      accountState: 'active',
      cleanGeoData: { countryCode: 'US', territoryCode: 'NJ', territoryLegalAge: 18 },
    });
  });

  it('a guest cannot read a profile', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(response.statusCode).toBe(401);
  });

  it('updates fields and answers data.data with territory and language', async () => {
    const response = await update({
      title: 'Ms.',
      firstName: 'Ann',
      city: 'Newark',
      address: '1 Main St',
      zipCode: '07102',
      dateOfBirth: '1990-02-28',
      isOnboardingCompleted: true,
      finishedLoyaltyTutorial: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Ms.',
      firstName: 'Ann',
      dateOfBirth: '1990-02-28',
      isOnboardingCompleted: true,
      finishedLoyaltyTutorial: true,
      territory: { code: 'NJ' },
      language: 'EN',
    });
  });

  it.each([
    [{ firstName: 'x'.repeat(51) }, 'must be 50 characters or less'],
    [{ firstName: '  ' }, 'First name is required'],
    [{ dateOfBirth: '1990-02-30' }, 'Date of birth is invalid'],
    [{ dateOfBirth: '2999-01-01' }, 'Date of birth cannot be in the future'],
    [
      { dateOfBirth: `${new Date().getUTCFullYear() - 17}-01-01` },
      'You must be at least 18 years old',
    ],
    [{ territoryCode: 'ZZ' }, 'State is invalid'],
    [{ title: 'Sir' }, 'title'],
  ])('refuses %o with "%s"', async (payload, message) => {
    const response = await update(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it('applies the territory legal age (21 in Alabama)', async () => {
    const other = await createSignedInPlayer(testApp);
    const twenty = `${new Date().getUTCFullYear() - 20}-01-01`;
    const response = await update({ territoryCode: 'AL', dateOfBirth: twenty }, other.cookie);
    expect(response.json().error).toMatchObject({
      name: 'UnderAgeError',
      message: 'You must be at least 21 years old',
    });
  });

  it('choose country: sets country and language; currency follows only the first choice', async () => {
    const other = await createSignedInPlayer(testApp);
    const choose = (countryCode: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/user/choose-country',
        headers: { cookie: other.cookie },
        payload: { countryCode, language: 'EN' },
      });
    const missing = await choose('');
    expect(missing.json().error.message).toContain('Please select your country');
    const first = await choose('US');
    expect(first.json().data).toMatchObject({
      countryCode: 'US',
      isCountrySetByUser: true,
      currencyCode: 'USD',
    });
    const unknown = await choose('QQ');
    expect(unknown.json().error.message).toBe('Please select your country');
  });
});
