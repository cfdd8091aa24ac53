import type { TDatabase } from '#src/db/client';
import { storePackages } from '#src/db/schema/index';

type TSeedPackage = Omit<typeof storePackages.$inferInsert, 'id' | 'isActive'>;

const GC = (coins: number) => coins * 100;
const SC = (coins: number) => coins * 100;

/**
 * The demo catalogue: a first-purchase offer, everyday packs and a large pack. Prices in USD
 * cents; SC roughly one per dollar, as sweepstakes stores price them. Larger packs add a
 * coin-back bundle.
 */
export const SEED_PACKAGES: TSeedPackage[] = [
  {
    sku: 'welcome-offer',
    title: 'Welcome Offer',
    priceMinor: 999,
    gcAmountMinor: GC(250_000),
    scAmountMinor: SC(25),
    isFirstPurchaseOffer: true,
    badge: 'First purchase',
    sortOrder: 0,
  },
  {
    sku: 'pack-5',
    title: 'Starter Pack',
    priceMinor: 499,
    gcAmountMinor: GC(50_000),
    scAmountMinor: SC(5),
    sortOrder: 10,
  },
  {
    sku: 'pack-10',
    title: 'Handful of Coins',
    priceMinor: 999,
    gcAmountMinor: GC(100_000),
    scAmountMinor: SC(10),
    sortOrder: 20,
  },
  {
    sku: 'pack-20',
    title: 'Pouch of Coins',
    priceMinor: 1999,
    gcAmountMinor: GC(200_000),
    scAmountMinor: SC(20),
    badge: 'Popular',
    sortOrder: 30,
  },
  {
    sku: 'pack-50',
    title: 'Chest of Coins',
    priceMinor: 4999,
    gcAmountMinor: GC(525_000),
    scAmountMinor: SC(50),
    bundles: [{ bundleType: 'coinBack', bundlePayload: { percent: 5, durationHours: 24 } }],
    sortOrder: 40,
  },
  {
    sku: 'pack-100',
    title: 'Royal Vault',
    priceMinor: 9999,
    gcAmountMinor: GC(1_100_000),
    scAmountMinor: SC(100),
    bundles: [{ bundleType: 'coinBack', bundlePayload: { percent: 10, durationHours: 24 } }],
    badge: 'Best value',
    sortOrder: 50,
  },
  {
    sku: 'pack-200',
    title: "King's Treasury",
    priceMinor: 19_999,
    gcAmountMinor: GC(2_300_000),
    scAmountMinor: SC(200),
    bundles: [{ bundleType: 'coinBack', bundlePayload: { percent: 10, durationHours: 48 } }],
    sortOrder: 60,
  },
];

/** Inserts missing packages by sku; an operator's later edits survive restarts. */
export async function seedStore(db: TDatabase): Promise<void> {
  await db.insert(storePackages).values(SEED_PACKAGES).onConflictDoNothing({
    target: storePackages.sku,
  });
}
