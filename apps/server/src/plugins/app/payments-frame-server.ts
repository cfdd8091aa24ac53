import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { TConfig } from '#src/config';
import { isSourceMap } from '#src/plugins/app/static-web';

/** The build's placeholder for the casino's origin, the only parent the frame talks to. */
const CASINO_ORIGIN_PLACEHOLDER = '%CASINO_ORIGIN%';

/**
 * The payments frame (apps/payments) on its own port, so its origin differs from the casino's
 * and the postMessage origin checks on both sides are real (decision 170). Only the casino may
 * frame it; it connects only to the casino's API and the card processor, and frames only the
 * processor's 3DS page.
 */
export async function buildPaymentsFrameServer(options: {
  config: TConfig;
  distDir: string;
  logger: FastifyBaseLogger;
}): Promise<FastifyInstance | null> {
  const { config, distDir } = options;
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const casinoOrigin = new URL(config.publicUrl).origin;
  const processorOrigin = new URL(config.CARD_PROCESSOR_BROWSER_URL ?? config.CARD_PROCESSOR_URL)
    .origin;
  const page = fs
    .readFileSync(indexPath, 'utf8')
    .replaceAll(CASINO_ORIGIN_PLACEHOLDER, casinoOrigin.replaceAll('"', ''));
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${casinoOrigin} ${processorOrigin}`,
    `frame-src ${processorOrigin}`,
    `frame-ancestors ${casinoOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');

  const app = Fastify({ loggerInstance: options.logger });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('permissions-policy', 'payment=(self), camera=(), microphone=(), geolocation=()');
  });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    allowedPath: (pathName) => !config.isProduction || !isSourceMap(pathName),
    setHeaders: (response, filePath) => {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'Cache-Control',
        isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page),
  );
  return app;
}
