import { z } from 'zod';
import { defineContract } from '#src/contract';
import {
  FEATURE_MANAGER_FEATURE_TYPES,
  ZFeatureManagerOrderConfiguration,
  ZFeaturesConfig,
} from '#src/rest/feature-manager/feature-manager-order';

/** Every feature type exactly once, no two at the same order: the sequence is never ambiguous. */
export const ZReplaceFeaturesConfigBody = z
  .object({
    featureManagerOrderConfigurations: z
      .array(ZFeatureManagerOrderConfiguration)
      .max(FEATURE_MANAGER_FEATURE_TYPES.length),
  })
  .superRefine(({ featureManagerOrderConfigurations: entries }, context) => {
    const types = new Set(entries.map((entry) => entry.featureType));
    const missing = FEATURE_MANAGER_FEATURE_TYPES.filter((type) => !types.has(type));
    if (types.size !== entries.length || missing.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['featureManagerOrderConfigurations'],
        message: `List every feature type exactly once (${FEATURE_MANAGER_FEATURE_TYPES.join(', ')})`,
      });
    }
    if (new Set(entries.map((entry) => entry.order)).size !== entries.length) {
      context.addIssue({
        code: 'custom',
        path: ['featureManagerOrderConfigurations'],
        message: 'Two feature types cannot share an order',
      });
    }
  });
export type TReplaceFeaturesConfigBody = z.infer<typeof ZReplaceFeaturesConfigBody>;

/** Replaces the whole order at once; audited (admin:config.manage). */
export const replaceFeaturesConfigContract = defineContract({
  method: 'PUT',
  path: '/api/admin/ui/features/config',
  summary: "Replaces the feature manager's order and coin-change refetch (admin:config.manage)",
  body: ZReplaceFeaturesConfigBody,
  response: z.object({ data: ZFeaturesConfig }),
});
