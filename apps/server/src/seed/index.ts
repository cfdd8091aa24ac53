import type { Logger } from 'pino';
import type { TDatabase } from '#src/db/client';
import { seedBanners } from '#src/seed/banners';
import { seedCatalogue } from '#src/seed/catalogue';
import { seedCmsPages } from '#src/seed/cms';
import { seedDailyMissions } from '#src/seed/daily-missions';
import { seedEventTriggers } from '#src/seed/event-triggers';
import { seedFeatureManagerOrder } from '#src/seed/feature-manager';
import { seedFeatureFlags } from '#src/seed/flags';
import { seedGeo } from '#src/seed/geo';
import { seedIdentity } from '#src/seed/identity';
import { seedMarketingConsents } from '#src/seed/marketing-consent';
import { seedOperatorConfig } from '#src/seed/operator-config';
import { seedPromoCodes } from '#src/seed/promotions';
import { seedStore } from '#src/seed/store';
import { seedTerms } from '#src/seed/terms';
import { seedWallets } from '#src/seed/wallet';

export interface TDemoLogin {
  role: string;
  email: string;
  password: string;
}

export interface TSeedOptions {
  /** Extra generated games for benchmarks. */
  largeGameCount: number;
  logger: Logger;
}

export interface TSeedResult {
  demoLogins: TDemoLogin[];
}

type TSeeder = (db: TDatabase, options: TSeedOptions) => Promise<Partial<TSeedResult> | void>;

/** Seeders run in order; each is idempotent (upserts by natural key), so every start may run them. */
const seeders: TSeeder[] = [
  seedCatalogue,
  seedGeo,
  seedOperatorConfig,
  seedFeatureFlags,
  seedFeatureManagerOrder,
  seedCmsPages,
  seedBanners,
  seedMarketingConsents,
  seedIdentity,
  seedTerms,
  seedWallets,
  seedPromoCodes,
  seedStore,
  seedDailyMissions,
  seedEventTriggers,
];

export async function seedDatabase(db: TDatabase, options: TSeedOptions): Promise<TSeedResult> {
  const result: TSeedResult = { demoLogins: [] };
  for (const seeder of seeders) {
    const partial = await seeder(db, options);
    if (partial?.demoLogins) result.demoLogins.push(...partial.demoLogins);
  }
  return result;
}
