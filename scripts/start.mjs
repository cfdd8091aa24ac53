// `npm start`: builds what changed, then runs the whole casino: the API and player app on one
// port (PORT, 3000), the payments frame on its own (PAYMENTS_PORT, 3002) and the provider
// sandbox beside it (SANDBOX_PORT, 3001) unless START_SANDBOX=false (a live card processor).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './lib.mjs';

await buildIfStale();

if (process.env.START_SANDBOX !== 'false') {
  const port = process.env.PORT ?? '3000';
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const paymentsUrl =
    process.env.PAYMENTS_PUBLIC_URL ?? `http://localhost:${process.env.PAYMENTS_PORT ?? '3002'}`;
  const sandboxPort = process.env.SANDBOX_PORT ?? '3001';
  // The casino's webhooks and both of its origins, unless the environment names others.
  const sandbox = spawn(process.execPath, [path.join(root, 'apps/sandbox/dist/main.js')], {
    stdio: 'inherit',
    env: {
      SANDBOX_PORT: sandboxPort,
      SANDBOX_WEBHOOK_BASE_URL: `${publicUrl.replace(/\/+$/, '')}/api/webhooks`,
      SANDBOX_ALLOWED_ORIGINS: `${new URL(publicUrl).origin},${new URL(paymentsUrl).origin}`,
      ...process.env,
    },
  });
  process.env.CARD_PROCESSOR_URL ??= `http://localhost:${sandboxPort}`;
  process.env.IDENTITY_CHECK_URL ??= `http://localhost:${sandboxPort}`;
  process.on('exit', () => sandbox.kill('SIGTERM'));
  sandbox.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`The provider sandbox stopped (${code}).`);
  });
}

await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
