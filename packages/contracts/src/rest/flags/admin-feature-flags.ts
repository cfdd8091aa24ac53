import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZJsonSetting, ZJsonValue } from '#src/common/json';

/** Operator view of one flag: its declaration, default and current operator value. */
export const ZAdminFeatureFlag = z.object({
  key: z.string(),
  kind: z.enum(['boolean', 'number', 'string', 'json']),
  area: z.enum(['shell', 'engagement', 'payments']),
  description: z.string(),
  defaultValue: ZJsonValue,
  value: ZJsonValue,
});
export type TAdminFeatureFlag = z.infer<typeof ZAdminFeatureFlag>;

export const ZListAdminFeatureFlagsResponse = z.object({
  data: z.object({ flags: z.array(ZAdminFeatureFlag) }),
});
export type TListAdminFeatureFlagsResponse = z.infer<typeof ZListAdminFeatureFlagsResponse>;

export const listAdminFeatureFlagsContract = defineContract({
  method: 'GET',
  path: '/api/admin/feature-flags',
  summary: 'Every feature flag with its default and operator value (admin:flags.manage)',
  response: ZListAdminFeatureFlagsResponse,
});

const ZFlagKeyParam = zText().min(1).max(80);

export const ZSetFeatureFlagParams = z.object({ key: ZFlagKeyParam });
/** The value must be of the flag's kind; a wrong kind answers 400. */
export const ZSetFeatureFlagBody = z.object({ value: ZJsonSetting });
export type TSetFeatureFlagBody = z.infer<typeof ZSetFeatureFlagBody>;
export const ZSetFeatureFlagResponse = z.object({ data: ZAdminFeatureFlag });

export const setFeatureFlagContract = defineContract({
  method: 'PUT',
  path: '/api/admin/feature-flags/:key',
  summary: "Sets a flag's operator value (admin:flags.manage)",
  params: ZSetFeatureFlagParams,
  body: ZSetFeatureFlagBody,
  response: ZSetFeatureFlagResponse,
});

export const ZFeatureFlagOverrideParams = z.object({
  key: ZFlagKeyParam,
  userId: zText().min(1).max(128),
});
export const ZFeatureFlagOverrideResponse = z.object({
  data: z.object({ key: zText(), userId: z.string(), value: ZJsonValue }),
});

export const setFeatureFlagOverrideContract = defineContract({
  method: 'PUT',
  path: '/api/admin/feature-flags/:key/overrides/:userId',
  summary: "Sets one player's value of a flag (admin:flags.manage)",
  params: ZFeatureFlagOverrideParams,
  body: ZSetFeatureFlagBody,
  response: ZFeatureFlagOverrideResponse,
});

export const deleteFeatureFlagOverrideContract = defineContract({
  method: 'DELETE',
  path: '/api/admin/feature-flags/:key/overrides/:userId',
  summary: "Removes one player's value of a flag; value answers null (admin:flags.manage)",
  params: ZFeatureFlagOverrideParams,
  response: ZFeatureFlagOverrideResponse,
});
