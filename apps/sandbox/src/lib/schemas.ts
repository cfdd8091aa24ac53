import { z } from 'zod';

/** The merchant's own reference for a payment, unique per merchant and provider. */
export const ZMerchantRefNum = z.string().trim().min(1).max(255);
/** Integer minor units (cents), as live providers take amounts. */
export const ZAmountMinor = z.number().int().positive().max(100_000_000);
export const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code in capitals, e.g. USD');
export const ZHttpUrl = z.url({ protocol: /^https?$/ }).max(2048);
export const ZEmail = z.email().max(254);
export const ZIdParams = z.strictObject({ id: z.string().min(1).max(128) });

/** A body that may be left out entirely (Fastify then hands over null): read as `{}`. */
export function optionalBody<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? {}, schema);
}
