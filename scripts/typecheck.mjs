// Type-checks every workspace that has a tsconfig.json, then the root one.
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const projects = [];
for (const pattern of manifest.workspaces) {
  const parts = pattern.split('/');
  const expand = (base, rest) => {
    if (rest.length === 0) return [base];
    const [head, ...tail] = rest;
    if (head !== '*') return expand(path.join(base, head), tail);
    const dir = path.join(root, base);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => expand(path.join(base, entry.name), tail));
  };
  for (const dir of expand('', parts)) {
    if (fs.existsSync(path.join(root, dir, 'tsconfig.json'))) projects.push(dir);
  }
}
projects.push('.');

let failed = 0;
for (const project of projects) {
  const code = await run('npx', ['tsc', '-p', path.join(project, 'tsconfig.json')]);
  if (code !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed += 1;
  }
}
console.log(`typecheck: ${projects.length - failed} projects clean, ${failed} with errors`);
process.exit(failed > 0 ? 1 : 0);
