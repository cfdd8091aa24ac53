import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/**
 * Browser features the casino never uses are off for the page and every frame; game frames keep
 * autoplay (sound) and fullscreen, which the lobby grants them.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The realtime socket's origin: the public address with ws: or wss: for http: or https:. */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Security headers with a Content Security Policy that names the app's real sources: everything
 * (scripts, game and payment frames, socket) is served from our own origin. The socket is named
 * as well as 'self', for browsers whose 'self' does not cover ws: and wss:.
 */
export const securityPlugin = fp<{ publicUrl: string }>(
  async (app, options) => {
    await app.register(cookie);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", socketOrigin(options.publicUrl)],
          mediaSrc: ["'self'", 'data:', 'blob:'],
          frameSrc: ["'self'"],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security' },
);
