import { z } from 'zod';

/** Query flags arrive as strings; accept the usual spellings and nothing else. */
export const ZQueryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** 1-based page number. */
export const ZPage = z.coerce.number().int().min(1).max(10_000).default(1);

export function ZLimit(defaultLimit: number, maxLimit: number) {
  return z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit);
}
