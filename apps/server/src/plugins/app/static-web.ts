import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built player SPA. Hashed assets are cached for a year; every other GET that is not
 * an API or file path answers index.html so client-side routes survive a reload (history fallback).
 */
export const staticWebPlugin = fp<{ root: string | undefined }>(
  async (app, options) => {
    const root = options.root;
    const indexPath = root ? path.join(root, 'index.html') : undefined;
    const hasBuild = indexPath !== undefined && fs.existsSync(indexPath);

    if (root && hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders: (response, filePath) => {
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
          response.header(
            'Cache-Control',
            isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const wantsPage = request.method === 'GET' && !isApi && !path.extname(pathname) && hasBuild;
      if (wantsPage) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({
        error: { name: 'NotFoundError', message: `No route for ${request.method} ${pathname}` },
      });
    });
  },
  { name: 'static-web' },
);
