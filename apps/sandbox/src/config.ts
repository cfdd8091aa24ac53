import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { z } from 'zod';
import { PROVIDERS, type TMerchant, type TProviderName, type TSandboxOptions } from '#src/options';

const ZInteger = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

/**
 * The environment the sandbox reads (README, "Configuration"). The defaults are development
 * values, prefixed `sandbox_`, that work with the casino's `npm start` on port 3000.
 */
const ZEnvironment = z.object({
  SANDBOX_HOST: z.string().default('0.0.0.0'),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  SANDBOX_PUBLIC_URL: z.url().optional(),
  SANDBOX_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  SANDBOX_MERCHANT_ID: z.string().min(1).default('sandbox_crown_casino'),
  SANDBOX_MERCHANT_NAME: z.string().min(1).max(64).default('Crown Casino'),
  SANDBOX_API_KEY: z.string().min(16).default('sandbox_sk_crown_casino_development'),
  SANDBOX_PUBLIC_KEY: z.string().min(16).default('sandbox_pk_crown_casino_development'),
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('sandbox_whsec_crown_casino_development'),
  SANDBOX_WEBHOOK_BASE_URL: z.url().default('http://localhost:3000/api/webhooks'),
  SANDBOX_WEBHOOK_URL_CARD: z.url().optional(),
  SANDBOX_WEBHOOK_URL_APPLEPAY: z.url().optional(),
  SANDBOX_WEBHOOK_URL_BANK: z.url().optional(),
  SANDBOX_WEBHOOK_URL_SKRILL: z.url().optional(),
  SANDBOX_WEBHOOK_URL_PAYOUTS: z.url().optional(),
  SANDBOX_WEBHOOK_URL_IDENTITY: z.url().optional(),
  SANDBOX_ALLOWED_ORIGINS: z.string().default('http://localhost:3000,http://localhost:5173'),
  SANDBOX_WEBHOOK_MAX_ATTEMPTS: ZInteger(10, 1),
  SANDBOX_WEBHOOK_RETRY_BASE_MS: ZInteger(1000),
  SANDBOX_WEBHOOK_RETRY_MAX_MS: ZInteger(300_000),
  SANDBOX_WEBHOOK_TIMEOUT_MS: ZInteger(10_000, 1),
  SANDBOX_PENDING_RESOLVE_MS: ZInteger(15_000),
  SANDBOX_PAYOUT_RESOLVE_MS: ZInteger(5000),
  SANDBOX_REVIEW_DELAY_MS: ZInteger(3000),
  SANDBOX_HANDLE_TTL_SECONDS: ZInteger(900, 1),
  SANDBOX_SAVED_CARD_TTL_SECONDS: ZInteger(31_536_000, 1),
  SANDBOX_UPLOAD_MAX_BYTES: ZInteger(10 * 1024 * 1024, 1024),
  SANDBOX_DOCUMENT_DIR: z
    .string()
    .min(1)
    .default(path.join(os.tmpdir(), 'crown-sandbox-documents')),
});

export interface TSandboxConfig {
  host: string;
  port: number;
  options: TSandboxOptions;
}

function origins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
}

/** Reads and checks the environment once at start; a bad variable stops the process with its name. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): TSandboxConfig {
  const parsed = ZEnvironment.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid sandbox environment: ${problems}`);
  }
  const env = parsed.data;
  const base = env.SANDBOX_WEBHOOK_BASE_URL.replace(/\/+$/, '');
  const overrides: Record<TProviderName, string | undefined> = {
    card: env.SANDBOX_WEBHOOK_URL_CARD,
    applepay: env.SANDBOX_WEBHOOK_URL_APPLEPAY,
    bank: env.SANDBOX_WEBHOOK_URL_BANK,
    skrill: env.SANDBOX_WEBHOOK_URL_SKRILL,
    payouts: env.SANDBOX_WEBHOOK_URL_PAYOUTS,
    identity: env.SANDBOX_WEBHOOK_URL_IDENTITY,
  };
  const merchant: TMerchant = {
    id: env.SANDBOX_MERCHANT_ID,
    displayName: env.SANDBOX_MERCHANT_NAME,
    apiKey: env.SANDBOX_API_KEY,
    publicKey: env.SANDBOX_PUBLIC_KEY,
    webhookSecret: env.SANDBOX_WEBHOOK_SECRET,
    webhookUrls: Object.fromEntries(
      PROVIDERS.map((provider) => [provider, overrides[provider] ?? `${base}/${provider}`]),
    ) as Record<TProviderName, string>,
    allowedOrigins: origins(env.SANDBOX_ALLOWED_ORIGINS),
  };
  return {
    host: env.SANDBOX_HOST,
    port: env.SANDBOX_PORT,
    options: {
      publicUrl: env.SANDBOX_PUBLIC_URL ?? `http://localhost:${env.SANDBOX_PORT}`,
      merchants: [merchant],
      timing: {
        webhookMaxAttempts: env.SANDBOX_WEBHOOK_MAX_ATTEMPTS,
        webhookRetryBaseMs: env.SANDBOX_WEBHOOK_RETRY_BASE_MS,
        webhookRetryMaxMs: env.SANDBOX_WEBHOOK_RETRY_MAX_MS,
        webhookTimeoutMs: env.SANDBOX_WEBHOOK_TIMEOUT_MS,
        pendingResolveMs: env.SANDBOX_PENDING_RESOLVE_MS,
        payoutResolveMs: env.SANDBOX_PAYOUT_RESOLVE_MS,
        identityReviewMs: env.SANDBOX_REVIEW_DELAY_MS,
      },
      singleUseHandleTtlSeconds: env.SANDBOX_HANDLE_TTL_SECONDS,
      savedCardTtlSeconds: env.SANDBOX_SAVED_CARD_TTL_SECONDS,
      uploadMaxBytes: env.SANDBOX_UPLOAD_MAX_BYTES,
      documentDir: path.resolve(env.SANDBOX_DOCUMENT_DIR),
      logger: pino({
        level: env.SANDBOX_LOG_LEVEL,
        redact: { paths: ['req.headers.authorization'], censor: '[redacted]' },
      }),
    },
  };
}
