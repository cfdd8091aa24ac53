import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './chromium-args';

/**
 * Journeys against the built casino: one server on its own fresh embedded database (or on
 * PostgreSQL when DATABASE_URL is set) with its payments frame on a second port, and the
 * provider sandbox beside it, driven by Debian's Chromium. No browser download.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** The payments frame's own origin and the provider sandbox, far from other runs' ports. */
const paymentsPort = Number(process.env.E2E_PAYMENTS_PORT ?? port + 1000);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? port + 2000);
const dataDir = path.join(os.tmpdir(), `crown-casino-e2e-${process.pid}`);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  // Each shard of `npm test` has its own: Playwright empties it when a run starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './artifacts/results',
  fullyParallel: false,
  workers: 1,
  // On CI a journey that fails once runs once more and is reported as flaky, not hidden: the
  // journeys share one server and its demo player, and a busy machine stretches their timing.
  retries: process.env.CI ? 1 : 0,
  // Generous: several journeys log in, load lazy chunks and play rounds on a shared 2-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: chromiumArgs,
    },
  },
  webServer: [
    {
      command: 'node apps/sandbox/dist/main.js',
      cwd: root,
      url: `http://localhost:${sandboxPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      // Errors only: a journey that fails shows the fault beside it in the run's output.
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_LOG_LEVEL: 'error',
        SANDBOX_WEBHOOK_BASE_URL: `http://localhost:${port}/api/webhooks`,
        SANDBOX_ALLOWED_ORIGINS: `http://localhost:${port},http://localhost:${paymentsPort}`,
      },
    },
    {
      command: `rm -rf ${dataDir} && node apps/server/dist/main.js`,
      cwd: root,
      url: `http://localhost:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // The start-up lines and errors only: a request that failed in the server is logged
      // beside the journey that made it.
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        RATE_LIMIT_MAX: '100000',
        // Every journey signs players in and up from this one machine, minutes apart.
        AUTH_ATTEMPT_LIMIT_FACTOR: '20',
        // Journeys may present a client address (X-Forwarded-For), as behind one proxy: the
        // referral journey signs a friend up from another address than the referrer's.
        TRUST_PROXY_HOPS: '1',
        // The transactions journey watches an abandoned bank order expire (decision 207); every
        // other journey pays its orders well within the minute.
        PURCHASE_ORDER_EXPIRY_MINUTES: '1',
        PAYMENTS_PORT: String(paymentsPort),
        CARD_PROCESSOR_URL: `http://localhost:${sandboxPort}`,
        IDENTITY_CHECK_URL: `http://localhost:${sandboxPort}`,
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
    },
  ],
});
