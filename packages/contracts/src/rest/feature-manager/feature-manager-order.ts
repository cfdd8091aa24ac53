import { z } from 'zod';

/**
 * The features whose dialogs the feature manager shows after arrival (engagement §4). A feature
 * built later adds its type here and a row to the seeded order; the manager itself is unchanged.
 */
export const FEATURE_MANAGER_FEATURE_TYPES = [
  'ONBOARDING',
  'DAILY_BONUS',
  'DAILY_MISSION',
  'MARKETING_CONSENT',
  'EVENT_TRIGGER',
  'QUEST',
] as const;
export const ZFeatureManagerFeatureType = z.enum(FEATURE_MANAGER_FEATURE_TYPES);
export type TFeatureManagerFeatureType = z.infer<typeof ZFeatureManagerFeatureType>;

/** One feature type's place in the sequence: lower order shows first. */
export const ZFeatureManagerOrderConfiguration = z.object({
  featureType: ZFeatureManagerFeatureType,
  order: z.number().int().min(0).max(1000),
  /** Read again when the player switches coin type (GC/SC); the others keep their state. */
  refetchOnCoinChange: z.boolean(),
});
export type TFeatureManagerOrderConfiguration = z.infer<typeof ZFeatureManagerOrderConfiguration>;

/** Every feature type once, sorted by order (the answer of GET /v2/ui/features/config). */
export const ZFeaturesConfig = z.object({
  featureManagerOrderConfigurations: z.array(ZFeatureManagerOrderConfiguration),
});
export type TFeaturesConfig = z.infer<typeof ZFeaturesConfig>;
