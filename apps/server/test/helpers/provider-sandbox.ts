import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

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

/** The sandbox did not come up: its port was taken, or it failed to start. */
export class SandboxStartError extends Error {
  override name = 'SandboxStartError';
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
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The sandbox prints its address once it listens. Waiting for that line, not for an answer on
  // the port, proves that this child holds the port: another test's server may have taken it
  // since freePort() chose it, and would answer a health check too.
  const isListening = await new Promise<boolean>((resolve) => {
    const lines = readline.createInterface({ input: child.stdout! });
    const timer = setTimeout(() => settle(false), 30_000);
    const settle = (value: boolean) => {
      clearTimeout(timer);
      lines.close();
      child.stdout!.resume();
      resolve(value);
    };
    lines.on('line', (line) => {
      if (line.includes(`Provider sandbox`) && line.includes(url)) settle(true);
    });
    child.once('exit', () => settle(false));
  });
  if (!isListening) {
    child.kill('SIGTERM');
    throw new SandboxStartError(
      child.exitCode === null
        ? 'The sandbox did not start within 30 s'
        : `The sandbox exited with ${child.exitCode} (port ${port} taken?)`,
    );
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
