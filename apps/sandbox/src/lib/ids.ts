import { randomBytes } from 'node:crypto';

/** A random record id with a readable prefix, e.g. `pay_3f9c…` (96 random bits). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** An unguessable bearer value (tokens, hosted-page addresses): 192 random bits, URL-safe. */
export function newToken(prefix: string): string {
  return `${prefix}_${randomBytes(24).toString('base64url')}`;
}
