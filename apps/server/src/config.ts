import path from 'node:path';
import { z } from 'zod';
import { isLoopbackHost } from '#src/lib/loopback';

const ZOptionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Where the embedded database (PGlite) and generated keys live. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches from the embedded database to PostgreSQL. */
  DATABASE_URL: ZOptionalUrl,
  /** redis://… enables the socket.io Redis adapter and shared rate limits. */
  REDIS_URL: ZOptionalUrl,
  /** The address players reach the site at; used in mails and OAuth redirects. */
  PUBLIC_URL: ZOptionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built player SPA; empty disables static serving. */
  WEB_DIST_DIR: z.string().optional(),
  /** Requests per minute per client IP across the API. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** How often this process looks for undelivered outbox events (decision 150); 0: it delivers none. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /** How long a claimed outbox row stays with the process that claimed it before others retry it. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Seed the demo catalogue and demo accounts on start. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Extra generated games for benchmarks (npm run seed:large sets 5000). */
  SEED_LARGE_GAMES: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Region assumed for loopback and private addresses (ISO country and territory codes). */
  GEO_DEFAULT_COUNTRY: z.string().length(2).default('US'),
  GEO_DEFAULT_TERRITORY: z.string().min(2).max(6).default('NJ'),
  /** Trust X-Forwarded-For from this many proxies (set behind a load balancer). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Secret for identity cookies; generated into DATA_DIR on first start when unset. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** smtp(s)://user:pass@host:port sends mail; unset keeps mail in the outbox. */
  SMTP_URL: ZOptionalUrl,
  /**
   * Who may read the outbox page /api/dev/outbox (every account's verification and reset
   * links): `loopback` requests made on this machine, `on` anyone, `off` nobody.
   */
  DEV_OUTBOX: z.enum(['loopback', 'on', 'off']).default('loopback'),
  MAIL_FROM: z.string().default('Crown Casino <no-reply@crowncasino.example>'),
  /** Sign-in and sign-up keep '+tags' in addresses of this domain (production normalisation). */
  INTERNAL_EMAIL_DOMAIN: z.string().default('crowncasino.example'),
  /** Lifetime of the ID tokens that the socket and frames present. */
  ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  /** Third-party sign-in: each provider is on when its client id and secret are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_ISSUER: z.url().default('https://www.facebook.com'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
});

export type TEnvironment = z.infer<typeof ZEnvironment>;

/** Who is served the outbox page, and why (printed at start-up). */
export interface TOutboxAccess {
  readers: 'nobody' | 'this-machine' | 'anyone';
  reason: string;
}

export interface TConfig extends TEnvironment {
  publicUrl: string;
  devOutbox: TOutboxAccess;
  dataDir: string;
  isProduction: boolean;
  isTest: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The outbox hands out every account (verification and reset links), so it is never on by
 * accident: only for a local PUBLIC_URL, outside production unless asked for, and by default
 * only to requests made on this machine.
 */
function outboxAccess(values: TEnvironment, publicUrl: string): TOutboxAccess {
  const mode = values.DEV_OUTBOX;
  if (mode === 'off') return { readers: 'nobody', reason: 'DEV_OUTBOX=off' };
  if (!isLoopbackHost(new URL(publicUrl).hostname)) {
    if (mode === 'on') {
      throw new ConfigError(
        `DEV_OUTBOX=on needs a local PUBLIC_URL (it is ${publicUrl}): the outbox shows every account's links`,
      );
    }
    return { readers: 'nobody', reason: `PUBLIC_URL ${publicUrl} is not a local address` };
  }
  if (mode === 'on') return { readers: 'anyone', reason: 'DEV_OUTBOX=on' };
  if (values.NODE_ENV === 'production') {
    return { readers: 'nobody', reason: 'NODE_ENV=production (DEV_OUTBOX=on opens it)' };
  }
  return { readers: 'this-machine', reason: 'DEV_OUTBOX=loopback and a local PUBLIC_URL' };
}

/** Reads and validates the environment once at start; a bad variable stops the process with its name. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnvironment.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const values = parsed.data;
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  return {
    ...values,
    publicUrl,
    devOutbox: outboxAccess(values, publicUrl),
    dataDir: path.resolve(values.DATA_DIR),
    isProduction: values.NODE_ENV === 'production',
    isTest: values.NODE_ENV === 'test',
  };
}
