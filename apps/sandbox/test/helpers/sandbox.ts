import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { TClock } from '#src/lib/clock';
import { PROVIDERS, type TMerchant, type TProviderName, type TSandboxOptions } from '#src/options';
import { buildSandbox } from '#src/sandbox';
import { WebhookReceiver } from '#test/helpers/webhook-receiver';

/** A clock the test moves by hand (handle and token expiry). */
export class TestClock implements TClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceSeconds(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

export const MERCHANT_ORIGIN = 'http://casino.test:3000';

export function testMerchant(id: string, webhookBaseUrl: string): TMerchant {
  return {
    id,
    displayName: 'Test Casino',
    apiKey: `sandbox_sk_${id}_test_key`,
    publicKey: `sandbox_pk_${id}_test_key`,
    webhookSecret: `sandbox_whsec_${id}_test_secret`,
    webhookUrls: Object.fromEntries(
      PROVIDERS.map((provider) => [provider, `${webhookBaseUrl}/${provider}`]),
    ) as Record<TProviderName, string>,
    allowedOrigins: [MERCHANT_ORIGIN],
  };
}

export interface TRunningSandbox {
  app: FastifyInstance;
  url: string;
  clock: TestClock;
  merchant: TMerchant;
  /** Calls the sandbox as the merchant's server (secret key, Basic). */
  api: (
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<Response>;
  /** Calls the sandbox as the merchant's page in a browser (public key, with an Origin). */
  browser: (
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<Response>;
  close: () => Promise<void>;
}

export function basic(user: string, key: string): string {
  return `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}`;
}

/** Builds the sandbox with quick timings and listens on a free port of the loopback address. */
export async function startSandbox(
  webhookBaseUrl: string,
  overrides: Partial<Omit<TSandboxOptions, 'timing'>> & {
    timing?: Partial<TSandboxOptions['timing']>;
  } = {},
): Promise<TRunningSandbox> {
  const clock = new TestClock();
  const merchant = testMerchant('sandbox_test_casino', webhookBaseUrl);
  const { timing, ...rest } = overrides;
  const app = await buildSandbox({
    publicUrl: 'http://127.0.0.1:0',
    merchants: [merchant],
    timing: {
      webhookMaxAttempts: 5,
      webhookRetryBaseMs: 20,
      webhookRetryMaxMs: 200,
      webhookTimeoutMs: 2000,
      pendingResolveMs: 60_000,
      payoutResolveMs: 60_000,
      identityReviewMs: 60_000,
      ...timing,
    },
    singleUseHandleTtlSeconds: 900,
    savedCardTtlSeconds: 3600,
    uploadMaxBytes: 64 * 1024,
    documentDir: await mkdtemp(path.join(os.tmpdir(), 'sandbox-documents-')),
    logger: pino({ level: process.env.SANDBOX_TEST_LOG ?? 'silent' }),
    clock,
    ...rest,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // Hosted-page links must name the real port, known only now.
  app.sandbox.publicUrl = url;
  const call =
    (authorization: string, origin?: string) =>
    (
      requestPath: string,
      init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) =>
      fetch(`${url}${requestPath}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          authorization,
          ...(origin ? { origin } : {}),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
  return {
    app,
    url,
    clock,
    merchant,
    api: call(basic(merchant.id, merchant.apiKey)),
    browser: call(basic(merchant.id, merchant.publicKey), MERCHANT_ORIGIN),
    close: () => app.close(),
  };
}

/**
 * A sandbox whose webhooks go to a receiver of the test's own that verifies each signature with
 * the sandbox's merchant secret; `close` stops both.
 */
export async function startSandboxWithReceiver(
  overrides: Parameters<typeof startSandbox>[1] = {},
): Promise<{ sandbox: TRunningSandbox; receiver: WebhookReceiver; close: () => Promise<void> }> {
  // The receiver needs the sandbox's secret, and the sandbox the receiver's address.
  const holder: { sandbox?: TRunningSandbox } = {};
  const receiver = new WebhookReceiver(
    () => holder.sandbox?.merchant.webhookSecret ?? '',
    () => holder.sandbox?.clock.now() ?? new Date(),
  );
  const sandbox = await startSandbox(await receiver.start(), overrides);
  holder.sandbox = sandbox;
  return {
    sandbox,
    receiver,
    close: async () => {
      await sandbox.close();
      await receiver.stop();
    },
  };
}
