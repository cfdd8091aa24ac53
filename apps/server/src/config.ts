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
  /** PostgreSQL connections this process keeps open at most (decision 243). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1_000).default(20),
  /** How long a request waits for a free PostgreSQL connection before answering 503; 0 waits on. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** PostgreSQL cancels a statement of a request or a delivery that runs longer; 0: no limit. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** PostgreSQL ends a transaction left idle longer, releasing its locks; 0: no limit. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .default(60_000),
  /** redis://… enables the socket.io Redis adapter and shared rate limits. */
  REDIS_URL: ZOptionalUrl,
  /** The address players reach the site at; used in mails and OAuth redirects. */
  PUBLIC_URL: ZOptionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built player SPA; empty disables static serving. */
  WEB_DIST_DIR: z.string().optional(),
  /** Requests per minute per client IP across the API. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Multiplies the sign-in, sign-up and reset attempt limits (not the resend cooldown). */
  AUTH_ATTEMPT_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1_000).default(1),
  /** How often this process looks for undelivered outbox events (decision 150); 0: it delivers none. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /** How long a commit's nudge waits before its dispatch pass, gathering others' rows (decision 186). */
  OUTBOX_NUDGE_DELAY_MS: z.coerce.number().int().min(0).max(5_000).default(25),
  OUTBOX_GATHER_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  /** How often this process looks for due scheduled jobs (decision 190); 0: it runs none. */
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** How long a claimed job stays with the process that claimed it before others retry it. */
  JOBS_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  /** First retry delay of a failed job; doubled on each further failure, at most an hour. */
  JOBS_BACKOFF_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(5_000),
  /** How long an idempotency key's first answer is kept for replay (decision 144). */
  IDEMPOTENCY_RETENTION_HOURS: z.coerce.number().int().min(1).max(720).default(24),
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
  /** Port of the payments frame (apps/payments), its own origin beside the casino's. 0: not served. */
  PAYMENTS_PORT: z.coerce.number().int().min(0).max(65_535).default(3002),
  /** The address players' browsers reach the payments frame at. */
  PAYMENTS_PUBLIC_URL: ZOptionalUrl,
  /** Which card processor takes card payments; a live processor adds its name here. */
  CARD_PROCESSOR: z.enum(['sandbox']).default('sandbox'),
  /** The card processor's API as this server reaches it. */
  CARD_PROCESSOR_URL: z.url().default('http://localhost:3001'),
  /** The card processor's API as browsers reach it (tokenisation); defaults to CARD_PROCESSOR_URL. */
  CARD_PROCESSOR_BROWSER_URL: ZOptionalUrl,
  CARD_PROCESSOR_MERCHANT_ID: z.string().min(1).default('sandbox_crown_casino'),
  /** Secret key for server-to-server calls; the development default matches apps/sandbox's. */
  CARD_PROCESSOR_API_KEY: z.string().min(16).default('sandbox_sk_crown_casino_development'),
  /** Public key the payments frame tokenises cards with. */
  CARD_PROCESSOR_PUBLIC_KEY: z.string().min(16).default('sandbox_pk_crown_casino_development'),
  /** Verifies the processor's webhook signatures (HMAC-SHA256). */
  CARD_PROCESSOR_WEBHOOK_SECRET: z
    .string()
    .min(16)
    .default('sandbox_whsec_crown_casino_development'),
  /** How long one call to the card processor may take before it counts as failed. */
  CARD_PROCESSOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** Which provider takes Apple Pay payments (decision 107); a live provider adds its name here. */
  APPLE_PAY_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /**
   * The Apple Pay provider's API; defaults to CARD_PROCESSOR_URL (one sandbox plays both). It
   * shares the card processor's merchant id, secret key and webhook secret.
   */
  APPLE_PAY_PROVIDER_URL: ZOptionalUrl,
  /**
   * The payout provider's API (redemptions, decision 180); defaults to CARD_PROCESSOR_URL (one
   * sandbox plays both). It shares the card processor's merchant id, secret key and webhook secret.
   */
  PAYOUT_PROVIDER_URL: ZOptionalUrl,
  /** Bank redemption limits and fee in SC hundredths (decision 180). */
  REDEMPTION_BANK_MIN_MINOR: z.coerce.number().int().min(1).max(100_000_000).default(50_00),
  REDEMPTION_BANK_MAX_MINOR: z.coerce.number().int().min(1).max(100_000_000).default(5_000_00),
  REDEMPTION_BANK_FEE_FIXED_MINOR: z.coerce.number().int().min(0).max(100_000).default(1_00),
  REDEMPTION_BANK_FEE_BASIS_POINTS: z.coerce.number().int().min(0).max(1_000).default(0),
  /**
   * Skrill and Interac redemption limits and fees in SC hundredths, and what one SC is worth in
   * Canadian dollars for Interac, in basis points (decision 138).
   */
  REDEMPTION_SKRILL_MIN_MINOR: z.coerce.number().int().min(1).max(100_000_000).default(20_00),
  REDEMPTION_SKRILL_MAX_MINOR: z.coerce.number().int().min(1).max(100_000_000).default(2_000_00),
  REDEMPTION_SKRILL_FEE_FIXED_MINOR: z.coerce.number().int().min(0).max(100_000).default(0),
  REDEMPTION_SKRILL_FEE_BASIS_POINTS: z.coerce.number().int().min(0).max(1_000).default(100),
  /** Card redemption limits and fee in SC hundredths (decision 205). */
  REDEMPTION_CARD_MIN_MINOR: z.coerce.number().int().min(1).max(100_000_000).default(20_00),
  REDEMPTION_CARD_MAX_MINOR: z.coerce.number().int().min(1).max(100_000_000).default(2_000_00),
  REDEMPTION_CARD_FEE_FIXED_MINOR: z.coerce.number().int().min(0).max(100_000).default(0),
  REDEMPTION_CARD_FEE_BASIS_POINTS: z.coerce.number().int().min(0).max(1_000).default(150),
  REDEMPTION_INTERAC_MIN_MINOR: z.coerce.number().int().min(1).max(100_000_000).default(25_00),
  REDEMPTION_INTERAC_MAX_MINOR: z.coerce.number().int().min(1).max(100_000_000).default(3_000_00),
  REDEMPTION_INTERAC_FEE_FIXED_MINOR: z.coerce.number().int().min(0).max(100_000).default(1_50),
  REDEMPTION_INTERAC_FEE_BASIS_POINTS: z.coerce.number().int().min(0).max(1_000).default(0),
  REDEMPTION_INTERAC_CAD_PER_SC_BASIS_POINTS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(100_000)
    .default(13_600),
  /**
   * Redemption codes by text (decision 198): a code lives 5 minutes and takes 5 wrong tries; a
   * new one after 60 s, at most 5 per request; a request waiting for its code expires after
   * 30 minutes and its SC return (decision 199).
   */
  REDEMPTION_OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(3_600).default(300),
  REDEMPTION_OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(5),
  REDEMPTION_OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  REDEMPTION_OTP_MAX_SENDS: z.coerce.number().int().min(1).max(10).default(5),
  REDEMPTION_ACTIVATION_MINUTES: z.coerce.number().int().min(1).max(1_440).default(30),
  /** Purchase limits (USD cents, rolling windows): each player's default and ceiling (decision 173). */
  PURCHASE_LIMIT_DAILY_MINOR: z.coerce.number().int().positive().max(100_000_000).default(50_000),
  PURCHASE_LIMIT_WEEKLY_MINOR: z.coerce.number().int().positive().max(100_000_000).default(150_000),
  PURCHASE_LIMIT_MONTHLY_MINOR: z.coerce
    .number()
    .int()
    .positive()
    .max(100_000_000)
    .default(500_000),
  /** How long a player's raise of a purchase limit waits before it applies. */
  PURCHASE_LIMIT_COOLING_OFF_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /**
   * How long a purchase order may stay unpaid (open, in progress or pending) before a job
   * expires it, so it stops counting against the purchase limits (decision 109). One minute,
   * the least, lets a journey watch an order expire (decision 207).
   */
  PURCHASE_ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** Which identity-check (KYC) provider verifies players; a live one adds its name here. */
  IDENTITY_CHECK_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** The identity-check provider's API as this server reaches it. */
  IDENTITY_CHECK_URL: z.url().default('http://localhost:3001'),
  /** The provider's verification page as browsers reach it (framed); defaults to IDENTITY_CHECK_URL. */
  IDENTITY_CHECK_BROWSER_URL: ZOptionalUrl,
  IDENTITY_CHECK_MERCHANT_ID: z.string().min(1).default('sandbox_crown_casino'),
  /** Secret key for server-to-server calls; the development default matches apps/sandbox's. */
  IDENTITY_CHECK_API_KEY: z.string().min(16).default('sandbox_sk_crown_casino_development'),
  /** Verifies the provider's webhook signatures (HMAC-SHA256). */
  IDENTITY_CHECK_WEBHOOK_SECRET: z
    .string()
    .min(16)
    .default('sandbox_whsec_crown_casino_development'),
  /** The provider's verification level players pass (government ID and proof of address). */
  IDENTITY_CHECK_LEVEL: z.string().min(1).max(64).default('basic-kyc-level'),
  IDENTITY_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** The provider's level for the card-ownership check: a photo of the card (decision 135). */
  POC_IDENTITY_LEVEL: z.string().min(1).max(64).default('card-ownership-level'),
  /** Card-ownership attempts per redemption; a RETRY after the last is reached_max_attempt. */
  POC_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
});

export type TEnvironment = z.infer<typeof ZEnvironment>;

/** Who is served the outbox page, and why (printed at start-up). */
export interface TOutboxAccess {
  readers: 'nobody' | 'this-machine' | 'anyone';
  reason: string;
}

export interface TConfig extends TEnvironment {
  publicUrl: string;
  /** Origin of the payments frame (PAYMENTS_PUBLIC_URL or localhost:PAYMENTS_PORT). */
  paymentsUrl: string;
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
    paymentsUrl: new URL(values.PAYMENTS_PUBLIC_URL ?? `http://localhost:${values.PAYMENTS_PORT}`)
      .origin,
    devOutbox: outboxAccess(values, publicUrl),
    dataDir: path.resolve(values.DATA_DIR),
    isProduction: values.NODE_ENV === 'production',
    isTest: values.NODE_ENV === 'test',
  };
}
