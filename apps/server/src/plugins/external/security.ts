import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Browser features the casino never uses are off for the page and every frame; game frames keep
 * autoplay (sound) and fullscreen, which the lobby grants them, and the payments frame may use
 * the Payment Request API (wallet buttons) at its own origin. The identity-check frame (KYC) may
 * use geolocation, accelerometer and gyroscope (payments §2), at its origin only. Bluetooth, which
 * the frame's allow attribute also names, is not a Permissions-Policy feature Chromium knows: in
 * the header it only logged "Unrecognized feature: 'bluetooth'" on every page.
 */
const permissionsPolicy = (paymentsUrl: string, identityCheckOrigin: string) =>
  [
    `accelerometer=("${identityCheckOrigin}")`,
    'autoplay=(self)',
    'camera=()',
    'display-capture=()',
    'fullscreen=(self)',
    `geolocation=("${identityCheckOrigin}")`,
    `gyroscope=("${identityCheckOrigin}")`,
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    `payment=(self "${new URL(paymentsUrl).origin}")`,
    'usb=()',
  ].join(', ');

/** The realtime socket's origin: the public address with ws: or wss: for http: or https:. */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Security headers with a Content Security Policy that names the app's real sources: everything
 * (scripts, game frames, socket) is served from our own origin, and the payments frame from its own. The socket is named
 * as well as 'self', for browsers whose 'self' does not cover ws: and wss:. The headers are
 * built once: helmet's middleware is made at start-up and applied to every answer (the Fastify
 * wrapper rebuilt it from its options on every request, parsing the policy each time).
 */
export const securityPlugin = fp<{
  publicUrl: string;
  paymentsUrl: string;
  identityCheckUrl: string;
}>(
  async (app, options) => {
    const identityCheckOrigin = new URL(options.identityCheckUrl).origin;
    const policy = permissionsPolicy(options.paymentsUrl, identityCheckOrigin);
    await app.register(cookie);
    const applyHelmet = helmet({
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
          frameSrc: ["'self'", new URL(options.paymentsUrl).origin, identityCheckOrigin],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('permissions-policy', policy);
      applyHelmet(request.raw, reply.raw, (error) =>
        done(
          error === undefined ? undefined : new Error('security headers failed', { cause: error }),
        ),
      );
    });
  },
  { name: 'security' },
);
