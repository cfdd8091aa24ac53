import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TWalletMessage } from '@casino/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieFrom } from '#test/helpers/players';
import {
  connected,
  connectWallet,
  waitFor,
  type TClientSocket,
} from '#src/plugins/app/socket.test-support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const template = inject('databaseTemplate');

function isReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const finish = (isUp: boolean) => {
      socket.destroy();
      resolve(isUp);
    };
    socket.setTimeout(1_000, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}

// In CI Redis must answer: without it the suite runs and fails rather than skipping.
const hasRedis = (await isReachable(REDIS_URL)) || process.env.CI === 'true';
const skipReason =
  template.kind !== 'postgres'
    ? 'needs PostgreSQL (two processes cannot share one PGlite directory); set DATABASE_URL'
    : !hasRedis
      ? `no Redis answers at ${REDIS_URL}`
      : null;
if (skipReason) process.stderr.write(`socket.processes.test: skipped, ${skipReason}\n`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `src/main.ts` as its own OS process and waits until /api/health answers. */
async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..', '..', '..'),
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`);
  return cookieFrom(response.headers.getSetCookie());
}

/**
 * Two real server processes (src/main.ts) on one PostgreSQL database and one Redis: the player's
 * socket is held by process B, an operator's correction commits in process A, and the wallet
 * message reaches the player only through the Redis adapter.
 */
describe.skipIf(skipReason !== null)('wallet socket across two server processes', () => {
  const children: ChildProcess[] = [];
  let socket: TClientSocket | undefined;
  let databaseName = '';
  let dataDir = '';

  afterAll(async () => {
    socket?.disconnect();
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    if (template.kind === 'postgres' && databaseName) {
      const admin = new pg.Client({ connectionString: template.adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      await admin.end();
    }
  });

  let serverA = '';
  let serverB = '';
  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    databaseName = `casino_processes_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${databaseName}" TEMPLATE "${template.templateName}"`);
    await admin.end();
    const databaseUrl = new URL(template.adminUrl);
    databaseUrl.pathname = `/${databaseName}`;
    // One DATA_DIR: both processes sign and verify ID tokens with the same key file.
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'casino-processes-'));
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '100000',
      // Two processes on one host cannot both serve the payments frame on its one port.
      PAYMENTS_PORT: '0',
    };
    const first = await startServer(env);
    children.push(first.child);
    const second = await startServer(env);
    children.push(second.child);
    serverA = first.url;
    serverB = second.url;
  }, 120_000);

  it('delivers a correction committed by process A to a socket on process B', async () => {
    const playerCookie = await signIn(serverB, 'demo@crowncasino.example', 'CrownDemo1!');
    const tokenAnswer = await fetch(`${serverB}/api/auth/id-token`, {
      headers: { cookie: playerCookie },
    });
    const { idToken } = ((await tokenAnswer.json()) as { data: { idToken: string } }).data;
    const walletAnswer = await fetch(`${serverB}/api/v2/user/get-wallet`, {
      headers: { cookie: playerCookie },
    });
    const { userWallet } = (
      (await walletAnswer.json()) as { data: { userWallet: { ownerId: string; gcCoin: number } } }
    ).data;

    socket = connectWallet(serverB, { token: idToken, pathname: '/' });
    await connected(socket);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const message = waitFor<TWalletMessage>(socket, 'wallet', 10_000);

    const operatorCookie = await signIn(serverA, 'operator@crowncasino.example', 'CrownAdmin1!');
    const correction = await fetch(`${serverA}/api/admin/ledger/corrections`, {
      method: 'POST',
      headers: {
        cookie: operatorCookie,
        'content-type': 'application/json',
        'idempotency-key': `processes-${databaseName}`,
      },
      body: JSON.stringify({
        userId: userWallet.ownerId,
        coin: 'GC',
        direction: 'credit',
        amountMinor: 4_200,
        reason: 'two-process delivery check',
      }),
    });
    expect(correction.status).toBe(201);
    await expect(message).resolves.toMatchObject({
      code: 'correction',
      state: { gc: userWallet.gcCoin + 4_200 },
    });
  }, 60_000);
});
