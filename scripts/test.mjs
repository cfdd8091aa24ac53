// `npm test`: every tier. Vitest runs unit, server integration (real database) and web component
// tests; Playwright then drives the built casino in Debian's Chromium. DATABASE_URL=postgres://…
// runs the same suites on PostgreSQL instead of the embedded database; the journeys then get a
// fresh database of their own, as they get a fresh data directory on the embedded one.
// `--database-only` runs just the tiers that touch the database (server integration tests and the
// journeys tagged @postgres): CI's second pass on PostgreSQL, where unit and component tests and
// the other journeys would only repeat.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { buildIfStale, root, run } from './lib.mjs';

const args = new Set(process.argv.slice(2));
const runUnit = !args.has('--e2e-only');
const runE2e = !args.has('--unit-only');
const databaseOnly = args.has('--database-only');
const reportsDir = path.join(root, 'test-results');
fs.mkdirSync(reportsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Names of the failed tests, printed last so the tail of a long CI log names them. */
const failures = [];
/** Vitest's errors outside any test (see scripts/vitest-errors-reporter.mjs), printed last too. */
const errorsOutsideTests = [];
let exitCode = 0;

/**
 * A new empty database beside the one DATABASE_URL names, so the journeys start from the seed
 * alone (no accounts, rate limits or rounds left by an earlier run); dropped afterwards.
 */
async function scratchDatabase(adminUrl, shard) {
  const { default: pg } = await import('pg');
  const name = `${new URL(adminUrl).pathname.slice(1) || 'casino'}_e2e_${process.pid}_${shard}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Runs a command with every output line prefixed, so shards running side by side stay readable. */
function runLabelled(label, command, args, options) {
  if (!label) return run(command, args, options);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline
        .createInterface({ input: stream })
        .on('line', (line) => sink.write(`${label}${line}\n`));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Walks Playwright's JSON report; a test counts as failed when its final outcome is unexpected. */
function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const inner = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          failures.push([...inner, spec.title].join(' › '));
        }
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], inner);
  }
}

if (runUnit) {
  const report = path.join(reportsDir, 'vitest.json');
  const errorsReport = path.join(reportsDir, 'vitest-errors.json');
  fs.rmSync(report, { force: true });
  fs.rmSync(errorsReport, { force: true });
  const code = await run(
    'npx',
    [
      'vitest',
      'run',
      ...(databaseOnly ? ['--project', 'server'] : []),
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-errors-reporter.mjs',
      `--outputFile.json=${report}`,
    ],
    { env: { ...process.env, VITEST_ERRORS_FILE: errorsReport } },
  );
  errorsOutsideTests.push(...(readJson(errorsReport) ?? []));
  const result = readJson(report);
  if (result) {
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + (result.numTodoTests ?? 0);
    for (const file of result.testResults ?? []) {
      const name = path.relative(root, file.name);
      const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests) failures.push(`${name} › ${test.fullName}`);
      // A failed beforeAll leaves its tests skipped: the file failed with none of them failed.
      if (file.status === 'failed' && failedTests.length === 0) {
        failures.push(`${name} failed outside its tests (a hook, or the file itself)`);
      }
    }
  }
  if (code !== 0) {
    exitCode = code;
    if (
      !result?.numFailedTests &&
      !result?.numFailedTestSuites &&
      errorsOutsideTests.length === 0
    ) {
      failures.push(`vitest exited ${code} with no failed test and no error it reported`);
    }
  }
}

if (runE2e) {
  const chromium = await run('bash', ['scripts/ensure-chromium.sh']);
  if (chromium !== 0) {
    console.error('Could not install Chromium for the browser tests');
    process.exit(chromium);
  }
  await buildIfStale();
  // E2E_SHARDS > 1 runs the journeys in shards side by side, each against its own server,
  // sandbox and fresh database (decision 134). One by default: on 2 cores two shards were slower.
  const shardCount = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
  const basePort = Number(process.env.E2E_PORT ?? 3100);
  const codes = await Promise.all(
    Array.from({ length: shardCount }, (_, index) =>
      runShard(index + 1, shardCount, basePort + index * 10),
    ),
  );
  for (const code of codes) if (code !== 0) exitCode = code;
}

async function runShard(shard, shardCount, port) {
  const report = path.join(reportsDir, `playwright-${shard}.json`);
  fs.rmSync(report, { force: true });
  const database = process.env.DATABASE_URL
    ? await scratchDatabase(process.env.DATABASE_URL, shard)
    : null;
  // The second pass on PostgreSQL runs the journeys tagged @postgres: one of each way value
  // moves end to end; the server tier covers every call on PostgreSQL (decision 177).
  const playwrightArgs = ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];
  if (databaseOnly) playwrightArgs.push('--grep', '@postgres');
  if (shardCount > 1) playwrightArgs.push(`--shard=${shard}/${shardCount}`);
  const code = await runLabelled(
    shardCount > 1 ? `[e2e ${shard}/${shardCount}] ` : '',
    'npx',
    playwrightArgs,
    {
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_OUTPUT_DIR: `artifacts/results-${shard}`,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
    },
  );
  await database?.drop();
  const result = readJson(report);
  if (result?.stats) {
    totals.passed += result.stats.expected + (result.stats.flaky ?? 0);
    totals.failed += result.stats.unexpected;
    totals.skipped += result.stats.skipped;
    collectPlaywrightFailures(result.suites ?? [], []);
  }
  // Errors outside the journeys (a web server that would not start, a global setup that threw).
  for (const error of result?.errors ?? []) {
    failures.push(`playwright: ${String(error.message ?? error.stack).split('\n')[0]}`);
  }
  if (code !== 0 && !result?.stats?.unexpected && !result?.errors?.length) {
    failures.push(`playwright exited ${code} with no failed journey and no error it reported`);
  }
  return code;
}

for (const error of errorsOutsideTests) {
  console.log(
    `error outside the tests${error.file ? ` (${path.relative(root, error.file)})` : ''}:`,
  );
  console.log(error.stack || error.message);
}
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode !== 0 || totals.failed > 0 ? exitCode || 1 : 0);
