import { z } from 'zod';
import { ERROR_NAMES } from '#src/errors/index';

/** Every non-2xx answer of the API has this shape; `name` is one of the closed set in errors/. */
export const ZErrorEnvelope = z.object({
  error: z.object({
    name: z.enum(ERROR_NAMES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
