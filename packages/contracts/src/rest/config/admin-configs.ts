import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZConfigKeyName } from '#src/rest/config/get-configs';
import { ZJsonSetting, ZJsonValue } from '#src/common/json';

export const ZAdminConfig = z.object({
  key: z.string(),
  value: ZJsonValue,
  description: z.string(),
  isPublic: z.boolean(),
  /** Computed from another table (UNAVAILABLE_STATES_CODES from territories); read-only. */
  isDerived: z.boolean(),
});
export type TAdminConfig = z.infer<typeof ZAdminConfig>;

export const ZListAdminConfigsResponse = z.object({
  data: z.object({ configs: z.array(ZAdminConfig) }),
});
export type TListAdminConfigsResponse = z.infer<typeof ZListAdminConfigsResponse>;

export const listAdminConfigsContract = defineContract({
  method: 'GET',
  path: '/api/admin/configs',
  summary: 'Every operator config (admin:config.manage)',
  response: ZListAdminConfigsResponse,
});

export const ZSetConfigParams = z.object({ key: ZConfigKeyName });
export const ZSetConfigBody = z.object({ value: ZJsonSetting });
export type TSetConfigBody = z.infer<typeof ZSetConfigBody>;

export const setConfigContract = defineContract({
  method: 'PUT',
  path: '/api/admin/configs/:key',
  summary: 'Sets an operator config; derived keys answer 400 (admin:config.manage)',
  params: ZSetConfigParams,
  body: ZSetConfigBody,
  response: z.object({ data: ZAdminConfig }),
});
