import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/** Engagement §4/§7: finishing the tutorial sets isOnboardingCompleted through POST user/profile. */
describe('profile: onboarding completed', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const update = (player: TSignedInPlayer, payload: object) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie: player.cookie },
      payload,
    });
  const isCompleted = async (player: TSignedInPlayer) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: player.cookie },
    });
    return response.json().data.isOnboardingCompleted as boolean;
  };

  it('a new player has not completed it; setting it answers the profile, and again the same', async () => {
    const player = await createSignedInPlayer(testApp);
    expect(await isCompleted(player)).toBe(false);
    const first = await update(player, { isOnboardingCompleted: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.isOnboardingCompleted).toBe(true);
    const again = await update(player, { isOnboardingCompleted: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await isCompleted(player)).toBe(true);
  });

  it('two calls at once both answer 200 and leave it set', async () => {
    const player = await createSignedInPlayer(testApp);
    const answers = await Promise.all([
      update(player, { isOnboardingCompleted: true }),
      update(player, { isOnboardingCompleted: true }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await isCompleted(player)).toBe(true);
  });

  it.each([
    ['false', { isOnboardingCompleted: false }],
    ['a string', { isOnboardingCompleted: 'true' }],
    ['an unknown field beside it', { isOnboardingCompleted: true, onboardingStep: 'START_GAME' }],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    const player = await createSignedInPlayer(testApp);
    const answer = await update(player, payload);
    expect(answer.statusCode).toBe(400);
    expect(await isCompleted(player)).toBe(false);
  });

  it('a finished tutorial cannot be reopened', async () => {
    const player = await createSignedInPlayer(testApp);
    await update(player, { isOnboardingCompleted: true });
    expect((await update(player, { isOnboardingCompleted: false })).statusCode).toBe(400);
    expect(await isCompleted(player)).toBe(true);
  });

  it('a guest is refused 401', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      payload: { isOnboardingCompleted: true },
    });
    expect(answer.statusCode).toBe(401);
  });
});
