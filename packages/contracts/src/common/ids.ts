import { z } from 'zod';

/** The largest value of a PostgreSQL integer (serial) column. */
export const INT32_MAX = 2_147_483_647;

/** The id of an integer (serial) column, in a JSON body. */
export const ZInt32Id = z.number().int().min(1).max(INT32_MAX);

/** The same id in a path or query string, where it arrives as text. */
export const ZNumericId = z.coerce.number().int().min(1).max(INT32_MAX);
