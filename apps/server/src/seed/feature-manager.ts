import type { TFeatureManagerOrderConfiguration } from '@casino/contracts';
import type { TDatabase } from '#src/db/client';
import { featureManagerOrder } from '#src/db/schema/index';

/**
 * The demo's sequence after arrival (decisions 145, 117, 119, 217): the first-time tutorial, the
 * free coins, then the day's mission, then the questions, then the player's quest, then the
 * operator's event popups. The mission, the quest (its dialog shows once per coin) and the
 * popups (each has a coin mode) depend on the coin type shown.
 */
export const DEFAULT_FEATURE_MANAGER_ORDER: readonly TFeatureManagerOrderConfiguration[] = [
  { featureType: 'ONBOARDING', order: 0, refetchOnCoinChange: false },
  { featureType: 'DAILY_BONUS', order: 10, refetchOnCoinChange: false },
  { featureType: 'DAILY_MISSION', order: 20, refetchOnCoinChange: true },
  { featureType: 'MARKETING_CONSENT', order: 30, refetchOnCoinChange: false },
  { featureType: 'QUEST', order: 35, refetchOnCoinChange: true },
  { featureType: 'EVENT_TRIGGER', order: 40, refetchOnCoinChange: true },
];

/** Insert-if-missing: an operator's order survives restarts; a new feature type gets its row. */
export async function seedFeatureManagerOrder(db: TDatabase): Promise<void> {
  await db
    .insert(featureManagerOrder)
    .values(
      DEFAULT_FEATURE_MANAGER_ORDER.map((entry) => ({
        featureType: entry.featureType,
        sortOrder: entry.order,
        refetchOnCoinChange: entry.refetchOnCoinChange,
      })),
    )
    .onConflictDoNothing({ target: featureManagerOrder.featureType });
}
