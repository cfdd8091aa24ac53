import type { TPermission } from '@casino/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '#src/lib/errors';
import { accessPolicyPlugin, MissingAccessPolicyError } from '#src/plugins/app/access-policy';

async function appWith(principal: { permissions: TPermission[] } | null) {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) =>
    reply.code(error instanceof AppError ? error.statusCode : 500).send({ failed: true }),
  );
  await app.register(accessPolicyPlugin, {
    resolvePrincipal: async () =>
      principal ? { userId: 'u1', sessionId: 's1', permissions: principal.permissions } : null,
  });
  return app;
}

describe('access policy', () => {
  it('refuses to start when a route declares no policy', async () => {
    const app = await appWith(null);
    expect(() => app.get('/api/open', async () => ({ ok: true }))).toThrow(
      MissingAccessPolicyError,
    );
  });

  it('refuses to start when a route requires a permission outside PERMISSIONS', async () => {
    const app = await appWith(null);
    const access = 'admin:payments.manage' as 'admin:ledger.read';
    expect(() => app.get('/api/ops', { config: { access } }, async () => ({}))).toThrow(
      /admin:payments.manage, which is not in PERMISSIONS/,
    );
  });

  it('answers 401 to guests on player routes and 403 without the permission', async () => {
    const guestApp = await appWith(null);
    guestApp.get('/api/me', { config: { access: 'player' } }, async () => ({ ok: true }));
    expect((await guestApp.inject('/api/me')).statusCode).toBe(401);

    const playerApp = await appWith({ permissions: [] });
    playerApp.get('/api/me', { config: { access: 'player' } }, async () => ({ ok: true }));
    playerApp.get('/api/ops', { config: { access: 'admin:ledger.read' } }, async () => ({}));
    expect((await playerApp.inject('/api/me')).statusCode).toBe(200);
    expect((await playerApp.inject('/api/ops')).statusCode).toBe(403);

    const operatorApp = await appWith({ permissions: ['ledger.read'] });
    operatorApp.get('/api/ops', { config: { access: 'admin:ledger.read' } }, async () => ({}));
    expect((await operatorApp.inject('/api/ops')).statusCode).toBe(200);
  });
});
