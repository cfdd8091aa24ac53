import { z } from 'zod';

/** Every non-2xx answer of the API has this shape. `name` comes from the spec's error catalogues. */
export const ZErrorEnvelope = z.object({
  error: z.object({
    name: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** Error names shared by every endpoint; domain modules add their own from the spec. */
export const COMMON_ERROR_NAMES = [
  'ValidationError',
  'BadRequestError',
  'UnauthorizedError',
  'ForbiddenError',
  'NotFoundError',
  'ConflictError',
  'TooManyRequestsError',
  'PayloadTooLargeError',
  'UnsupportedMediaTypeError',
  'InternalServerErrorType',
] as const;
export type TCommonErrorName = (typeof COMMON_ERROR_NAMES)[number];
