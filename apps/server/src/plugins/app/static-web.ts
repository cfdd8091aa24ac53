import fs from 'node:fs';
import path from 'node:path';
import type { TErrorEnvelope } from '@casino/contracts';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export function isSourceMap(pathName: string): boolean {
  return pathName.endsWith('.map');
}

/** The build's page for routes other than `/`: index.html without the home banner. */
const APP_HTML = 'app.html';

/**
 * Serves the built player SPA. Hashed assets are cached for a year; every other GET that is not
 * an API or file path answers a page so client-side routes survive a reload (history fallback):
 * index.html (whose static first screen holds the home banner) for `/`, app.html elsewhere.
 * The build writes brotli and gzip copies of its text files: they are sent to browsers that accept
 * them (Vary: Accept-Encoding), so nothing is compressed per request. Source maps are served
 * only when `servesSourceMaps` (not in production).
 */
export const staticWebPlugin = fp<{ root: string | undefined; servesSourceMaps: boolean }>(
  async (app, options) => {
    const root = options.root;
    const indexPath = root ? path.join(root, 'index.html') : undefined;
    const hasBuild = indexPath !== undefined && fs.existsSync(indexPath);
    const hasAppPage = root !== undefined && fs.existsSync(path.join(root, APP_HTML));

    if (root && hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        allowedPath: (pathName) => options.servesSourceMaps || !isSourceMap(pathName),
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
        const page = pathname === '/' || !hasAppPage ? 'index.html' : APP_HTML;
        return reply.header('Cache-Control', 'no-cache').sendFile(page);
      }
      return reply.code(404).send({
        error: { name: 'NotFoundError', message: `No route for ${request.method} ${pathname}` },
      } satisfies TErrorEnvelope);
    });
  },
  { name: 'static-web' },
);
