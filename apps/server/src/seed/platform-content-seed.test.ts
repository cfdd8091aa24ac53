import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners,
  cmsPages,
  featureFlags,
  marketingConsents,
  operatorConfigs,
  territories,
} from '#src/db/schema/index';
import { seedBanners } from '#src/seed/banners';
import { seedCmsPages } from '#src/seed/cms';
import { seedFeatureFlags } from '#src/seed/flags';
import { seedGeo } from '#src/seed/geo';
import { seedMarketingConsents } from '#src/seed/marketing-consent';
import { seedOperatorConfig } from '#src/seed/operator-config';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';

describe('platform content seeds', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function counts() {
    const db = testApp.database.db;
    const tables = [
      banners,
      cmsPages,
      featureFlags,
      marketingConsents,
      operatorConfigs,
      territories,
    ];
    return Promise.all(
      tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n),
    );
  }

  it('can run again without adding rows or undoing operator edits', async () => {
    const { flags, operatorConfig } = testApp.app.modules;
    const before = await counts();
    await flags.setValue('maintenance', true, SYSTEM_ACTOR);
    await operatorConfig.setValue('low_balance_cc_reward', 123_400, SYSTEM_ACTOR);

    const db = testApp.database.db;
    for (const seed of [
      seedGeo,
      seedOperatorConfig,
      seedFeatureFlags,
      seedCmsPages,
      seedBanners,
      seedMarketingConsents,
    ]) {
      await seed(db);
    }

    expect(await counts()).toEqual(before);
    expect((await flags.evaluate(null)).maintenance).toBe(true);
    expect(await operatorConfig.getInteger('low_balance_cc_reward')).toBe(123_400);
  });
});
