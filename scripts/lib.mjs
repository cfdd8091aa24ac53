// Small helpers shared by the project's scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any file under `inputs`. */
export function isStale(output, inputs) {
  const outputPath = path.join(root, output);
  if (!fs.existsSync(outputPath)) return true;
  const builtAt = fs.statSync(outputPath).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

export const SHARED_SOURCES = ['packages', 'games', 'package-lock.json'];

/** Game frame apps: every games/<game>/ui workspace with a build script. */
export function gameUiWorkspaces() {
  const gamesDir = path.join(root, 'games');
  return fs
    .readdirSync(gamesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `games/${entry.name}/ui`)
    .filter((dir) => {
      const manifestPath = path.join(root, dir, 'package.json');
      if (!fs.existsSync(manifestPath)) return false;
      return Boolean(JSON.parse(fs.readFileSync(manifestPath, 'utf8')).scripts?.build);
    });
}

/**
 * Builds the web apps, game frames, the payments frame, the server bundle and the provider sandbox
 * bundle when their sources changed.
 */
export async function buildIfStale() {
  if (isStale('apps/web/dist/index.html', ['apps/web', ...SHARED_SOURCES])) {
    console.log('Building the player app…');
    await runOrExit('npm', ['run', 'build', '--workspace=@casino/web']);
  }
  for (const dir of gameUiWorkspaces()) {
    if (isStale(`${dir}/dist/index.html`, [dir, 'packages', 'games/engine', 'package-lock.json'])) {
      console.log(`Building the game frame ${dir}…`);
      await runOrExit('npm', ['run', 'build', `--workspace=${dir}`]);
    }
  }
  if (isStale('apps/payments/dist/index.html', ['apps/payments', ...SHARED_SOURCES])) {
    console.log('Building the payments frame…');
    await runOrExit('npm', ['run', 'build', '--workspace=@casino/payments']);
  }
  if (isStale('apps/server/dist/main.js', ['apps/server/src', ...SHARED_SOURCES])) {
    console.log('Building the server…');
    await runOrExit('npm', ['run', 'build', '--workspace=@casino/server']);
  }
  await buildSandboxIfStale();
}

/** Builds the provider sandbox bundle when its sources changed. */
export async function buildSandboxIfStale() {
  if (isStale('apps/sandbox/dist/main.js', ['apps/sandbox/src', 'package-lock.json'])) {
    console.log('Building the provider sandbox…');
    await runOrExit('npm', ['run', 'build', '--workspace=@casino/sandbox']);
  }
}
