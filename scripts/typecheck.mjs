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
// The compiler itself, not `npx tsc`: npx costs a second of start-up for each of ~30 projects.
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/**
 * Projects whose tsconfig.json says the same thing (the games' math and their UIs) are checked as
 * one program: each program type-checks the shared packages it imports again, and the contracts'
 * schemas cost most of every check. The options are the same, so the errors are the same.
 */
const pathOptions = ['baseUrl', 'paths', 'rootDir', 'rootDirs', 'typeRoots', 'outDir'];

function checks() {
  const groups = new Map();
  for (const project of projects) {
    const config = JSON.parse(fs.readFileSync(path.join(root, project, 'tsconfig.json'), 'utf8'));
    const { include = [], ...rest } = config;
    const dir = path.join(root, project);
    const relativeOptions = pathOptions.filter((option) => option in (rest.compilerOptions ?? {}));
    if (rest.extends) rest.extends = path.resolve(dir, rest.extends);
    // Options holding paths mean something only beside their own tsconfig.json: such a project
    // is checked alone.
    const key = relativeOptions.length > 0 ? project : JSON.stringify(rest);
    const group = groups.get(key) ?? { config: rest, projects: [], include: [] };
    group.projects.push(project);
    group.include.push(...include.map((entry) => path.join(dir, entry)));
    groups.set(key, group);
  }
  const cacheDir = path.join(root, 'node_modules/.cache/typecheck');
  fs.mkdirSync(cacheDir, { recursive: true });
  return [...groups.values()].map((group, index) => {
    if (group.projects.length === 1) {
      const [project] = group.projects;
      return { label: project, config: path.join(project, 'tsconfig.json') };
    }
    const config = path.join(cacheDir, `group-${index}.json`);
    fs.writeFileSync(config, JSON.stringify({ ...group.config, include: group.include }, null, 2));
    return { label: group.projects.join(', '), config };
  });
}

let failed = 0;
const programs = checks();
for (const { label, config } of programs) {
  const code = await run(process.execPath, [tsc, '-p', config]);
  if (code !== 0) {
    console.error(`typecheck failed in ${label}`);
    failed += 1;
  }
}
console.log(
  `typecheck: ${projects.length} projects in ${programs.length} programs, ${failed} with errors`,
);
process.exit(failed > 0 ? 1 : 0);
