import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

function impression(slotId: number) {
  return {
    name: 'games_impression',
    properties: {
      slot_id: slotId,
      category: 'top-picks',
      vertical_location: 0,
      horizontal_location: slotId,
    },
    occurredAt: new Date().toISOString(),
  };
}

describe('analytics events', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('stores a guest batch without a user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: [impression(1), impression(2)] },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { accepted: 2 } });
    expect(await testApp.app.modules.analytics.countEvents({ name: 'games_impression' })).toBe(2);
  });

  it('ties a signed-in player’s events to them', async () => {
    const player = await createSignedInPlayer(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { cookie: player.cookie },
      payload: {
        events: [
          { name: 'lobby_page', properties: { path: '/' }, occurredAt: new Date().toISOString() },
        ],
      },
    });
    expect(response.statusCode).toBe(202);
    expect(
      await testApp.app.modules.analytics.countEvents({
        name: 'lobby_page',
        userId: player.userId,
      }),
    ).toBe(1);
  });

  it('refuses bad batches with a 400 and stores nothing', async () => {
    const before = await testApp.app.modules.analytics.countEvents({ name: 'games_impression' });
    const bad = [
      { events: [] },
      { events: [{ ...impression(3), name: 'Bad Name' }] },
      { events: [{ ...impression(3), properties: { nested: { deep: true } } }] },
      { events: [{ ...impression(3), occurredAt: 'yesterday' }] },
      { events: Array.from({ length: 101 }, (_, index) => impression(index)) },
    ];
    for (const payload of bad) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error.name).toBe('ValidationError');
    }
    expect(await testApp.app.modules.analytics.countEvents({ name: 'games_impression' })).toBe(
      before,
    );
  });
});
