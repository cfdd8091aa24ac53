import type { FastifyInstance } from 'fastify';
import { allAllowedOrigins, type TSandboxContext } from '#src/context';

/**
 * Opens the given browser-called paths of this scope to the merchants' allowed origins: a
 * preflight answer for each path, and Access-Control-Allow-Origin on the scope's answers. Which
 * merchant an origin belongs to is checked again with the key (`requireKey`).
 */
export function allowCrossOrigin(
  scope: FastifyInstance,
  context: TSandboxContext,
  paths: string[],
): void {
  const isAllowed = (origin: string | undefined): origin is string =>
    origin !== undefined && allAllowedOrigins(context).includes(origin);

  for (const path of paths) {
    scope.options(path, async (request, reply) => {
      const origin = request.headers.origin;
      reply.header('vary', 'Origin');
      if (!isAllowed(origin)) return reply.code(403).send();
      return reply
        .code(204)
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-max-age', '600')
        .send();
    });
  }
  scope.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (isAllowed(origin)) reply.header('access-control-allow-origin', origin);
  });
}
