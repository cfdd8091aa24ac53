import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { TClock } from '#src/lib/clock';

/** How far a signed notification's timestamp may be from our clock (replays older are refused). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

function headerValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/**
 * Reads a notification the provider sandbox signed (`x-sandbox-signature: t=<unix>,v1=<hex HMAC of
 * "t.body">`, the card, payout and identity-check providers alike): the body parsed by `schema`,
 * or null when the signature is missing, forged or stale, or the body is not what `schema` wants.
 */
export function readSignedNotification<TSchema extends z.ZodType>(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  options: { webhookSecret: string; clock: TClock },
  schema: TSchema,
): z.infer<TSchema> | null {
  const parts = new Map(
    headerValue(headers['x-sandbox-signature'])
      .split(',')
      .map((part) => part.split('=', 2) as [string, string | undefined]),
  );
  const timestamp = Number(parts.get('t'));
  if (!Number.isInteger(timestamp)) return null;
  const nowSeconds = options.clock.now().getTime() / 1000;
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return null;
  const expected = createHmac('sha256', options.webhookSecret)
    .update(`${timestamp}.${rawBody}`)
    .digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
