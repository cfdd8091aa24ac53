// Runs every benchmark in bench/ (files named *.bench.ts) one after another. Each prints its
// figures beside a baseline measured in the same run; none asserts a time. `--smoke` runs each
// briefly so CI proves they work without spending minutes.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--'));
const files = fs
  .readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const code = await new Promise((resolve) => {
    const child = spawn('npx', ['tsx', path.join(here, file), ...args], { stdio: 'inherit' });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) failed += 1;
}
console.log(`\nbenchmarks: ${files.length - failed} ran, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
