import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from '#src/modules/identity/better-auth';

/**
 * The request's headers for better-auth, with the client IP in our own header (overwriting any
 * value the client sent), so its session records see the real address behind Fastify.
 */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Copies better-auth's Set-Cookie headers (session cookie set or cleared) onto our reply. */
export function forwardSetCookies(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
