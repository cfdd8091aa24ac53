import { ZFeaturesConfig, type TFeaturesConfig } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import { DEFAULT_FEATURE_MANAGER_ORDER } from '#src/seed/feature-manager';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/** GET /v2/ui/features/config and the operator's order (engagement §4/§7, decision 145). */
describe('feature manager config', () => {
  let testApp: TTestApp;
  let player: TSignedInPlayer;
  let operator: TSignedInPlayer;
  beforeAll(async () => {
    testApp = await createTestApp();
    player = await createSignedInPlayer(testApp);
    operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['config.manage']);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function readConfig(cookie: string): Promise<TFeaturesConfig> {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/ui/features/config',
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
    return ZFeaturesConfig.parse(answer.json().data);
  }

  const put = (cookie: string, payload: unknown) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/ui/features/config',
      headers: { cookie },
      payload: payload as object,
    });

  it('answers the seeded order to a signed-in player, lowest order first', async () => {
    expect(await readConfig(player.cookie)).toEqual({
      featureManagerOrderConfigurations: DEFAULT_FEATURE_MANAGER_ORDER,
    });
  });

  it('answers a guest 401', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/v2/ui/features/config' });
    expect(answer.statusCode).toBe(401);
  });

  it("stores the operator's order, answers it sorted to players and audits it", async () => {
    const reordered = {
      featureManagerOrderConfigurations: [
        { featureType: 'ONBOARDING', order: 9, refetchOnCoinChange: false },
        { featureType: 'QUEST', order: 8, refetchOnCoinChange: true },
        { featureType: 'EVENT_TRIGGER', order: 7, refetchOnCoinChange: false },
        { featureType: 'DAILY_BONUS', order: 5, refetchOnCoinChange: true },
        { featureType: 'DAILY_MISSION', order: 3, refetchOnCoinChange: false },
        { featureType: 'MARKETING_CONSENT', order: 1, refetchOnCoinChange: false },
      ],
    };
    const answer = await put(operator.cookie, reordered);
    expect(answer.statusCode).toBe(200);
    const expected = [...reordered.featureManagerOrderConfigurations].reverse();
    expect(answer.json().data.featureManagerOrderConfigurations).toEqual(expected);
    expect((await readConfig(player.cookie)).featureManagerOrderConfigurations).toEqual(expected);
    const audited = await executeRows<{ before: unknown; after: unknown }>(
      testApp.database.db,
      sql`SELECT before, after FROM audit_log WHERE action = 'feature_manager.order_set'
          AND actor_id = ${operator.userId}`,
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]?.before).toEqual({
      featureManagerOrderConfigurations: DEFAULT_FEATURE_MANAGER_ORDER,
    });
    expect(audited[0]?.after).toEqual({ featureManagerOrderConfigurations: expected });
    await put(operator.cookie, {
      featureManagerOrderConfigurations: DEFAULT_FEATURE_MANAGER_ORDER,
    });
  });

  const entry = (featureType: string, order: number) => ({
    featureType,
    order,
    refetchOnCoinChange: false,
  });
  it.each([
    [
      'a missing type',
      [entry('ONBOARDING', 0), entry('DAILY_BONUS', 1), entry('DAILY_MISSION', 2)],
    ],
    [
      'a type twice',
      [
        entry('ONBOARDING', 0),
        entry('DAILY_BONUS', 1),
        entry('DAILY_BONUS', 2),
        entry('MARKETING_CONSENT', 3),
        entry('EVENT_TRIGGER', 4),
        entry('QUEST', 5),
      ],
    ],
    [
      'two types at one order',
      [
        entry('ONBOARDING', 0),
        entry('DAILY_BONUS', 1),
        entry('DAILY_MISSION', 1),
        entry('MARKETING_CONSENT', 3),
        entry('EVENT_TRIGGER', 4),
        entry('QUEST', 5),
      ],
    ],
    [
      'an unknown type',
      [
        entry('ONBOARDING', 0),
        entry('DAILY_BONUS', 1),
        entry('DAILY_MISSION', 2),
        entry('__proto__', 3),
        entry('EVENT_TRIGGER', 4),
        entry('QUEST', 5),
      ],
    ],
    [
      'a fractional order',
      [
        entry('ONBOARDING', 0),
        entry('DAILY_BONUS', 1.5),
        entry('DAILY_MISSION', 2),
        entry('MARKETING_CONSENT', 3),
        entry('EVENT_TRIGGER', 4),
        entry('QUEST', 5),
      ],
    ],
    [
      'a negative order',
      [
        entry('ONBOARDING', 0),
        entry('DAILY_BONUS', -1),
        entry('DAILY_MISSION', 2),
        entry('MARKETING_CONSENT', 3),
        entry('EVENT_TRIGGER', 4),
        entry('QUEST', 5),
      ],
    ],
  ])('refuses %s with 400 and keeps the order', async (_name, entries) => {
    const answer = await put(operator.cookie, { featureManagerOrderConfigurations: entries });
    expect(answer.statusCode).toBe(400);
    expect((await readConfig(player.cookie)).featureManagerOrderConfigurations).toEqual(
      DEFAULT_FEATURE_MANAGER_ORDER,
    );
  });

  it('refuses a player without the permission with 403 and keeps the order', async () => {
    const answer = await put(player.cookie, {
      featureManagerOrderConfigurations: DEFAULT_FEATURE_MANAGER_ORDER.map((item, index) => ({
        ...item,
        order: 100 - index,
      })),
    });
    expect(answer.statusCode).toBe(403);
    expect((await readConfig(player.cookie)).featureManagerOrderConfigurations).toEqual(
      DEFAULT_FEATURE_MANAGER_ORDER,
    );
  });
});
