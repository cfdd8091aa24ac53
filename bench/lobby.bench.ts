// The player web app's first load: initial JavaScript and CSS (gzip) of the production build
// beside the 150 KB budget and the framework baseline (react-dom + react-router chunks of the
// same build), then Lighthouse mobile scores for the guest landing and the signed-in lobby
// against the real server. Prints numbers; asserts none. `--smoke`: bundle sizes only.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const isSmoke = process.argv.includes('--smoke');
const budgetKb = 150;
const port = Number(process.env.BENCH_WEB_PORT ?? 3190);
const chromePath = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';

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

/** Files the browser fetches before the first render: the entry, its preloads and the CSS. */
function initialAssets(): { js: string[]; css: string[] } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return {
    js: refs.filter((ref) => ref.endsWith('.js')),
    css: refs.filter((ref) => ref.endsWith('.css')),
  };
}

function printBundle(): void {
  const { js, css } = initialAssets();
  const assetsDir = path.join(dist, 'assets');
  const initialJsKb = js.reduce((sum, ref) => sum + gzipKb(path.join(dist, ref)), 0);
  const initialCssKb = css.reduce((sum, ref) => sum + gzipKb(path.join(dist, ref)), 0);
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
  console.log(`  initial CSS       ${initialCssKb.toFixed(1)} KB`);
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

async function audit(url: string, chromePort: number, cookie: string | null) {
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
    cls: metric('cumulative-layout-shift'),
  };
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
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await waitForHealth(baseUrl);
    console.log('lighthouse 12 (mobile emulation, simulated throttling)');
    const guest = await audit(`${baseUrl}/`, chrome.port, null);
    console.log(`  guest landing     ${JSON.stringify(guest)}`);
    const cookie = await signInCookie(baseUrl);
    if (cookie) {
      const lobby = await audit(`${baseUrl}/`, chrome.port, cookie);
      console.log(`  signed-in lobby   ${JSON.stringify(lobby)}`);
    } else {
      console.log('  signed-in lobby   skipped: the demo player could not sign in');
    }
  } finally {
    chrome.kill();
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
