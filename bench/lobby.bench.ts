// The player web app's first load: initial JavaScript and CSS (gzip) of the production build
// beside the 150 KB budget and the framework baseline (react-dom + react-router chunks of the
// same build), then Lighthouse mobile scores for the guest landing and the signed-in lobby
// against the real server beside a baseline audited in the same run (index.html's static first
// screen without scripts). Then the signed-in lobby as a player's browser loads it (runtime not
// inspected), beside the same load inspected from the start as Lighthouse's and DevTools' are:
// the main thread's blocking time from the page's own long-animation-frame entries, at the
// same 4× CPU slowdown. Prints numbers; asserts none. `--smoke`: bundle sizes
// only. BENCH_LIGHTHOUSE_RUNS (default 3) audits per page; BENCH_REPORT_DIR keeps every report.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import WebSocket from 'ws';
import { chromiumArgs } from '../e2e/chromium-args';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const isSmoke = process.argv.includes('--smoke');
const budgetKb = 150;
const port = Number(process.env.BENCH_WEB_PORT ?? 3190);
const chromePath = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';
/** Where to write each full Lighthouse report (JSON) for a closer look; unset: none written. */
const reportDir = process.env.BENCH_REPORT_DIR;
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

function gzipKb(file: string): number {
  return gzipSync(fs.readFileSync(file)).length / 1024;
}

function ensureBuild(): void {
  if (fs.existsSync(path.join(dist, 'index.html'))) return;
  console.log('no web build found: building apps/web');
  const result = spawnSync('npm', ['run', 'build', '--workspace=@casino/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('web build failed');
}

/**
 * What the browser needs for the first render: the entry, its preloads, linked CSS and the CSS
 * inlined into index.html.
 */
function initialAssets(): { js: string[]; css: string[]; inlineCss: string } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return {
    js: refs.filter((ref) => ref.endsWith('.js')),
    css: refs.filter((ref) => ref.endsWith('.css')),
    inlineCss: [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join(''),
  };
}

function printBundle(): void {
  const { js, css, inlineCss } = initialAssets();
  const assetsDir = path.join(dist, 'assets');
  const initialJsKb = js.reduce((sum, ref) => sum + gzipKb(path.join(dist, ref)), 0);
  const linkedCssKb = css.reduce((sum, ref) => sum + gzipKb(path.join(dist, ref)), 0);
  const inlineCssKb = inlineCss ? gzipSync(inlineCss).length / 1024 : 0;
  const htmlKb = gzipKb(path.join(dist, 'index.html'));
  const allJs = fs.readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
  const initialNames = new Set(js.map((ref) => path.basename(ref)));
  const lazy = allJs
    .filter((file) => !initialNames.has(file))
    .map((file) => ({ file, kb: gzipKb(path.join(assetsDir, file)) }))
    .sort((a, b) => b.kb - a.kb);
  const frameworkKb = js
    .map((ref) => path.join(dist, ref))
    .filter((file) => {
      const map = `${file}.map`;
      if (!fs.existsSync(map)) return false;
      const sources = (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources;
      return sources.some((source) => /node_modules\/(react-dom|react-router)\//.test(source));
    })
    .reduce((sum, file) => sum + gzipKb(file), 0);

  console.log('bundle (gzip, production build of apps/web)');
  console.log(
    `  initial JS        ${initialJsKb.toFixed(1)} KB in ${js.length} files (budget ${budgetKb} KB, ${((initialJsKb / budgetKb) * 100).toFixed(0)} % used)`,
  );
  console.log(
    `  baseline          ${frameworkKb.toFixed(1)} KB: the chunks holding react-dom and react-router`,
  );
  console.log(`  app on top of it  ${(initialJsKb - frameworkKb).toFixed(1)} KB`);
  console.log(
    `  initial CSS       ${(linkedCssKb + inlineCssKb).toFixed(1)} KB (${inlineCssKb.toFixed(1)} KB inlined; index.html ${htmlKb.toFixed(1)} KB)`,
  );
  console.log('  largest lazy chunks:');
  for (const chunk of lazy.slice(0, 8))
    console.log(`    ${chunk.kb.toFixed(1).padStart(6)} KB  ${chunk.file}`);
}

async function waitForHealth(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('server did not start');
}

async function signInCookie(baseUrl: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@crowncasino.example', password: 'CrownDemo1!' }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return response.ok && cookies.length > 0 ? cookies.join('; ') : null;
}

type TAudit = Extract<Awaited<ReturnType<typeof audit>>, { performance: number }>;

async function audit(name: string, url: string, chromePort: number, cookie: string | null) {
  // Loaded here so --smoke (bundle sizes only) runs without Lighthouse installed.
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    undefined,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(result.lhr, null, 2));
  }
  // A trace Chromium failed to record (for example NO_NAVSTART on a starved machine) would score
  // 0: it is answered as a failure with Lighthouse's code, not as a result.
  if (result.lhr.runtimeError)
    return { failure: result.lhr.runtimeError.code ?? 'unknown' } as const;
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => audits[key]?.displayValue ?? 'n/a';
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cls: metric('cumulative-layout-shift'),
    /** Lighthouse's CPU benchmark of the machine at the start of the run: lower means busier. */
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/**
 * Simulated throttling multiplies every observed task by four, so a busy machine moves the
 * scores by tens of points: each page is audited several times and the median run printed.
 */
async function medianAudit(
  label: string,
  name: string,
  url: string,
  chromePort: number,
  cookie: string | null,
): Promise<void> {
  const results: TAudit[] = [];
  const failures: string[] = [];
  // An audit whose trace failed to record is run again, so the median is of as many recorded
  // runs as were asked for; the failures are named in the line.
  for (let run = 0; results.length < lighthouseRuns && run < lighthouseRuns * 2; run += 1) {
    const result = await audit(`${name}-${run + 1}`, url, chromePort, cookie);
    if (result.failure === undefined) results.push(result);
    else failures.push(result.failure);
  }
  const medianOf = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  const runs = results
    .map(
      (result) => `${result.performance}, ${result.tbtMs} ms (CPU index ${result.benchmarkIndex})`,
    )
    .join('; ');
  const failed =
    failures.length > 0
      ? `; ${failures.length} more failed to record (${failures.join(', ')}), each run again up to ${lighthouseRuns * 2} audits in all`
      : '';
  // The run of median performance shows its other metrics; performance and blocking time are
  // each also the median of their own values, as the issue's goal reads them.
  console.log(
    `  ${label.padEnd(18)}median performance ${medianOf(results.map((result) => result.performance))}, median total blocking time ${medianOf(results.map((result) => result.tbtMs))} ms; the median run: ${JSON.stringify(median ?? null)}; performance and blocking time of each run: ${runs}${failed}`,
  );
}

/**
 * The baseline: the same build's index.html with its scripts taken out (the static first
 * screen alone), served as compressed files by a bare HTTP server. What the app's JavaScript
 * and data cost is the distance from it.
 */
function startBaselineServer(baselinePort: number): http.Server {
  const html = fs
    .readFileSync(path.join(dist, 'index.html'), 'utf8')
    .replace(/<script[^>]*type="module"[^>]*><\/script>/g, '')
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, '');
  const types: Record<string, string> = {
    '.svg': 'image/svg+xml',
    '.woff2': 'font/woff2',
    '.css': 'text/css',
  };
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(html);
      return;
    }
    const file = path.join(dist, path.normalize(pathname));
    if (!file.startsWith(dist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const hasBrotli = accepts.includes('br') && fs.existsSync(`${file}.br`);
    response.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      ...(hasBrotli ? { 'Content-Encoding': 'br' } : {}),
    });
    fs.createReadStream(hasBrotli ? `${file}.br` : file).pipe(response);
  });
  server.listen(baselinePort);
  return server;
}

/** One DevTools protocol connection to the browser; commands go to a target's session or to it. */
async function connectBrowser(chromePort: number) {
  const version = (await (await fetch(`http://127.0.0.1:${chromePort}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 0;
  const pending = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as {
      id?: number;
      result?: unknown;
      error?: unknown;
    };
    if (message.id !== undefined) pending.get(message.id)?.(message);
  });
  return {
    send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
      const id = (nextId += 1);
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      return new Promise((resolve, reject) => {
        pending.set(id, (message) => {
          pending.delete(id);
          if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
          else resolve(message.result as T);
        });
      });
    },
    close: () => socket.close(),
  };
}

/** What the page's long-animation-frame entries add up to since its navigation (buffered). */
const READ_BLOCKING = `new Promise((resolve) => {
  const done = (entries) => resolve({
    blockingMs: Math.round(entries.reduce((sum, entry) => sum + entry.blockingDuration, 0)),
    longestMs: Math.round(Math.max(0, ...entries.map((entry) => entry.duration))),
    frames: entries.length,
  });
  setTimeout(() => done([]), 1000);
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    done(list.getEntries());
  }).observe({ type: 'long-animation-frame', buffered: true });
})`;
const SETTLE_MS = 10_000;
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;

/**
 * The signed-in lobby loaded in a new tab at Lighthouse's mobile CPU factor (4× slower), read
 * after it settled. A session is attached only to throttle the CPU and navigate; as a player's
 * browser, the runtime is never enabled. Inspected: the runtime is enabled before the
 * navigation, as Lighthouse's and DevTools' are; V8 then records a detailed stack for every
 * Error created (React's module-level ones included), collecting source positions on the main
 * thread.
 */
async function playerBlocking(chromePort: number, url: string, isInspected: boolean) {
  const browser = await connectBrowser(chromePort);
  try {
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
    });
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    await browser.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }, sessionId);
    if (isInspected) await browser.send('Runtime.enable', {}, sessionId);
    await browser.send('Page.navigate', { url }, sessionId);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { result } = await browser.send<{ result: { value: TBlocking } }>(
      'Runtime.evaluate',
      { expression: READ_BLOCKING, awaitPromise: true, returnByValue: true },
      sessionId,
    );
    await browser.send('Target.closeTarget', { targetId });
    return result.value;
  } finally {
    browser.close();
  }
}
interface TBlocking {
  blockingMs: number;
  longestMs: number;
  frames: number;
}

async function printPlayerBlocking(chromePort: number, baseUrl: string, cookie: string) {
  const browser = await connectBrowser(chromePort);
  await browser.send('Storage.setCookies', {
    cookies: cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), domain: 'localhost', path: '/' };
    }),
  });
  browser.close();
  const runs: Record<'player' | 'inspected', TBlocking[]> = { player: [], inspected: [] };
  // Alternating, so the machine's drift moves both alike.
  for (let run = 0; run < lighthouseRuns; run += 1) {
    runs.player.push(await playerBlocking(chromePort, `${baseUrl}/`, false));
    runs.inspected.push(await playerBlocking(chromePort, `${baseUrl}/`, true));
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  console.log(
    `signed-in lobby, CPU ${CPU_SLOWDOWN}× slower, long animation frames over ${SETTLE_MS / 1000} s after the navigation, median of ${lighthouseRuns} loads`,
  );
  for (const [label, key] of [
    ["a player's browser", 'player'],
    ['inspector attached', 'inspected'],
  ] as const) {
    const values = runs[key];
    console.log(
      `  ${label.padEnd(20)}median blocking ${median(values.map((value) => value.blockingMs))} ms, longest frame ${median(values.map((value) => value.longestMs))} ms; each load (blocking, longest, frames): ${values.map((value) => `${value.blockingMs}/${value.longestMs}/${value.frames}`).join(', ')}`,
    );
  }
}

async function runLighthouse(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-bench-lobby-'));
  const baseUrl = `http://localhost:${port}`;
  const server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseline = startBaselineServer(port + 1);
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumArgs,
  });
  try {
    await waitForHealth(baseUrl);
    console.log(
      `lighthouse 12 (mobile emulation, simulated throttling, median of ${lighthouseRuns} runs)`,
    );
    await medianAudit('baseline', 'baseline', `http://localhost:${port + 1}/`, chrome.port, null);
    await medianAudit('guest landing', 'guest-landing', `${baseUrl}/`, chrome.port, null);
    const cookie = await signInCookie(baseUrl);
    if (cookie) {
      await medianAudit('signed-in lobby', 'signed-in-lobby', `${baseUrl}/`, chrome.port, cookie);
      await printPlayerBlocking(chrome.port, baseUrl, cookie);
    } else {
      console.log('  signed-in lobby   skipped: the demo player could not sign in');
    }
  } finally {
    chrome.kill();
    baseline.close();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuild();
printBundle();
if (isSmoke) {
  console.log('lighthouse: skipped in --smoke mode');
} else {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    spawnSync('npm', ['run', 'build', '--workspace=@casino/server'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  await runLighthouse();
}
