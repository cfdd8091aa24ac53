import { DEFAULT_FEATURE_FLAG_VALUES, FEATURE_FLAG_KEYS } from '@casino/contracts';
import type { TDatabase } from '#src/db/client';
import { featureFlags } from '#src/db/schema/index';

/** One row per flag with its default; operator changes survive restarts (insert-if-missing). */
export async function seedFeatureFlags(db: TDatabase): Promise<void> {
  await db
    .insert(featureFlags)
    .values(FEATURE_FLAG_KEYS.map((key) => ({ key, value: DEFAULT_FEATURE_FLAG_VALUES[key] })))
    .onConflictDoNothing({ target: featureFlags.key });
}
