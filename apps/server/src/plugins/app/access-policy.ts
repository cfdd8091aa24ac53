import { isPermission, type TAdminAccess, type TPermission } from '@casino/contracts';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '#src/lib/errors';

/**
 * Who may call a route: anyone, a signed-in player, or an operator holding a permission.
 * Every route must declare one (the onRoute hook below refuses to start otherwise).
 */
export type TAccessPolicy = 'public' | 'player' | TAdminAccess;

export interface TPrincipal {
  userId: string;
  sessionId: string;
  /** Operator permissions (the union of their roles'); empty for players. */
  permissions: readonly TPermission[];
}

export type TPrincipalResolver = (request: FastifyRequest) => Promise<TPrincipal | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccessPolicy;
  }
  interface FastifyRequest {
    principal: TPrincipal | null;
  }
}

export class MissingAccessPolicyError extends Error {
  override name = 'MissingAccessPolicyError';
}

/** The permission an `admin:<permission>` policy requires; null for the others. */
function requiredPermission(access: string): TPermission | null {
  if (!access.startsWith('admin:')) return null;
  const permission = access.slice('admin:'.length);
  return isPermission(permission) ? permission : null;
}

/** The request's principal, for handlers behind the 'player' or an admin policy. */
export function requirePrincipal(request: FastifyRequest): TPrincipal {
  if (!request.principal) throw unauthorized('Sign in to continue');
  return request.principal;
}

export const accessPolicyPlugin = fp<{ resolvePrincipal: TPrincipalResolver }>(
  async (app, options) => {
    app.decorateRequest('principal', null);

    app.addHook('onRoute', (routeOptions) => {
      const access = routeOptions.config?.access;
      if (!access) {
        throw new MissingAccessPolicyError(
          `Route ${String(routeOptions.method)} ${routeOptions.url} declares no access policy`,
        );
      }
      if (access.startsWith('admin:') && !requiredPermission(access)) {
        throw new MissingAccessPolicyError(
          `Route ${String(routeOptions.method)} ${routeOptions.url} requires ${access}, which is not in PERMISSIONS`,
        );
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') {
        request.principal = await options.resolvePrincipal(request);
        return;
      }
      const principal = await options.resolvePrincipal(request);
      if (!principal) throw unauthorized('Sign in to continue');
      request.principal = principal;
      if (access.startsWith('admin:')) {
        const permission = requiredPermission(access);
        if (!permission || !principal.permissions.includes(permission)) {
          throw forbidden(`This needs the ${access.slice('admin:'.length)} permission`);
        }
      }
    });

    // An answer to a signed-in caller may hold their data: no shared or browser cache keeps it.
    // Answers that are the same for everyone (art) set their own caching and keep it.
    app.addHook('onSend', async (request, reply) => {
      if (request.principal && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'access-policy' },
);
