import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** Where the payments frame tokenises from in tests (an allowed origin of the sandbox). */
export const PAYMENTS_TEST_ORIGIN = 'http://localhost:3002';

const SANDBOX_ENTRY = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'sandbox',
  'src',
  'main.ts',
);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface TProviderSandbox {
  url: string;
  stop(): Promise<void>;
}

/**
 * The provider sandbox (apps/sandbox) as its own process, reached over HTTP exactly as the
 * server reaches a live provider; the server never imports it. Its keys are the development
 * defaults the server's configuration also defaults to.
 */
export async function startProviderSandbox(options: {
  port: number;
  webhookBaseUrl: string;
  env?: Record<string, string>;
}): Promise<TProviderSandbox> {
  const { port } = options;
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SANDBOX_ENTRY], {
    cwd: path.dirname(path.dirname(SANDBOX_ENTRY)),
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PUBLIC_URL: url,
      SANDBOX_LOG_LEVEL: 'silent',
      SANDBOX_WEBHOOK_BASE_URL: options.webhookBaseUrl,
      SANDBOX_ALLOWED_ORIGINS: PAYMENTS_TEST_ORIGIN,
      SANDBOX_WEBHOOK_RETRY_BASE_MS: '50',
      SANDBOX_WEBHOOK_RETRY_MAX_MS: '500',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited with ${child.exitCode}`);
    const isUp = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The sandbox did not start within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
