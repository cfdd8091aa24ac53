import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TSandboxContext } from '#src/context';
import { SandboxError } from '#src/lib/errors';
import type { TMerchant } from '#src/options';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: TMerchant | null;
  }
}

export type TKeyKind = 'secret' | 'public';

const HOW_TO_AUTHENTICATE =
  'Send Authorization: Basic base64(<merchantId>:<key>) or Authorization: Bearer <key>';

function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

function unauthorized(message: string): SandboxError {
  return new SandboxError('UnauthorizedError', message, 401);
}

/** Finds the merchant and which of its keys the Authorization header carries. */
function identify(
  merchants: TMerchant[],
  header: string | undefined,
): { merchant: TMerchant; kind: TKeyKind } {
  if (!header) throw unauthorized(`Missing credentials. ${HOW_TO_AUTHENTICATE}`);
  const [scheme = '', value = ''] = header.trim().split(/\s+/, 2);
  let merchantId: string | undefined;
  let key = value;
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    if (separator < 1) throw unauthorized(`Malformed Basic credentials. ${HOW_TO_AUTHENTICATE}`);
    merchantId = decoded.slice(0, separator);
    key = decoded.slice(separator + 1);
  } else if (scheme.toLowerCase() !== 'bearer') {
    throw unauthorized(`Unsupported authorization scheme. ${HOW_TO_AUTHENTICATE}`);
  }
  const candidates = merchants.filter((merchant) => !merchantId || merchant.id === merchantId);
  for (const merchant of candidates) {
    if (sameSecret(merchant.apiKey, key)) return { merchant, kind: 'secret' };
    if (sameSecret(merchant.publicKey, key)) return { merchant, kind: 'public' };
  }
  throw unauthorized('Unknown merchant or wrong key');
}

/**
 * An onRequest hook (before the body is read) that lets through only the given kind of key. The public key only tokenises
 * (browser calls); the secret key does everything else and is refused where a browser calls,
 * so a secret key is never needed in a page.
 */
export function requireKey(context: TSandboxContext, kind: TKeyKind) {
  return async (request: FastifyRequest): Promise<void> => {
    const found = identify(context.merchants, request.headers.authorization);
    if (found.kind !== kind) {
      throw new SandboxError(
        'ForbiddenError',
        kind === 'secret'
          ? 'This call takes the secret API key; the public key may only tokenise'
          : 'This call takes the public tokenisation key (it is made from the browser)',
        403,
      );
    }
    const origin = request.headers.origin;
    if (kind === 'public' && origin && !found.merchant.allowedOrigins.includes(origin)) {
      throw new SandboxError(
        'ForbiddenError',
        `Origin ${origin} is not allowed for this merchant`,
        403,
      );
    }
    request.merchant = found.merchant;
  };
}

/** The authenticated merchant of a request that passed `requireKey`. */
export function merchantOf(request: FastifyRequest): TMerchant {
  if (!request.merchant) throw unauthorized(`Missing credentials. ${HOW_TO_AUTHENTICATE}`);
  return request.merchant;
}
