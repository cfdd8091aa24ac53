// One lint setup for the whole monorepo: type-aware TypeScript rules, React hooks rules, and
// import boundaries that keep dependencies pointing one way (see DESIGN.md, "Layout").
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

function directories(relative) {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${relative}/${entry.name}`);
}

/** Features never import features: each web feature folder is a zone closed to its siblings. */
function featureZones(app) {
  const features = directories(`apps/${app}/src/features`);
  return features.map((feature) => ({
    target: `./${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./${other}/**/*`),
    message: 'Features never import features; compose them in app/.',
  }));
}

/**
 * Server layers (decision 131): Drizzle stays in repositories, the database folder (client,
 * schema, migrations), the seed and tests; a module's repositories are private to its folder.
 */
const drizzleZone = {
  target: [
    './apps/server/src/!(db|seed)/**/!(*.repository|*.test|*.test-support|*.fixture).ts',
    './apps/server/src/!(*.test).ts',
  ],
  from: ['./node_modules/drizzle-orm', './apps/server/src/db/schema'],
  message:
    'Drizzle (drizzle-orm, #src/db/schema) belongs in a repository (*.repository.ts), src/db, src/seed, a test or a test fixture; call the module service.',
};

/** Each server module's repositories may be imported only from inside that module's folder. */
function repositoryZones() {
  return directories('apps/server/src/modules').map((module) => {
    const name = path.basename(module);
    return {
      target: [
        './apps/server/*',
        './apps/server/src/*',
        './apps/server/src/!(modules)/**/*',
        `./apps/server/src/modules/!(${name})/**/*`,
        './apps/server/test/**/*',
        './bench/**/*',
      ],
      from: [`./${module}/*.repository.ts`],
      message: `The ${name} repository is private to modules/${name}/; call the ${name} service.`,
    };
  });
}

const boundaryZones = [
  {
    target: './packages',
    from: ['./apps/**/*', './games/**/*'],
    message: 'Shared packages may not depend on apps or games.',
  },
  {
    target: './games',
    from: ['./apps/**/*'],
    message: 'Games may not depend on apps.',
  },
  {
    target: './apps/web',
    from: [
      './apps/server/**/*',
      './apps/admin/**/*',
      './apps/payments/**/*',
      './games/*/math/**/*',
      './games/engine/**/*',
    ],
    message: 'No app imports another app, and nothing in a browser imports game math.',
  },
  {
    target: './apps/admin',
    from: [
      './apps/server/**/*',
      './apps/web/**/*',
      './apps/payments/**/*',
      './games/*/math/**/*',
      './games/engine/**/*',
    ],
    message: 'No app imports another app, and nothing in a browser imports game math.',
  },
  {
    target: './apps/payments',
    from: [
      './apps/server/**/*',
      './apps/web/**/*',
      './apps/admin/**/*',
      './games/*/math/**/*',
      './games/engine/**/*',
    ],
    message: 'No app imports another app, and nothing in a browser imports game math.',
  },
  {
    target: './apps/server',
    from: [
      './apps/web/**/*',
      './apps/admin/**/*',
      './apps/payments/**/*',
      './apps/sandbox/**/*',
      './games/*/ui/**/*',
    ],
    message: 'The server does not import browser apps or the provider sandbox.',
  },
  {
    target: './apps/sandbox',
    from: ['./apps/!(sandbox)/**/*', './games/**/*', './packages/!(contracts)/**/*'],
    message: 'The provider sandbox is its own program: it imports no app, game or shared package.',
  },
  {
    target: './apps/!(sandbox)/**/*',
    from: ['./apps/sandbox/**/*'],
    message: 'No app imports the provider sandbox: talk to it over HTTP, as to a live provider.',
  },
  ...featureZones('web'),
  ...featureZones('admin'),
  drizzleZone,
  ...repositoryZones(),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data-test/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'games/**/tsconfig.json',
            'e2e/tsconfig.json',
            'tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: root }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Use #src/* or a package name.' }] },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/admin/**/*.{ts,tsx}',
      'apps/payments/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'games/*/ui/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // A value import of the contracts barrel pulls every schema into the chunk that imports it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/load-contracts.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@casino/contracts',
              allowTypeImports: true,
              message:
                "Import values from the contract file that defines them ('@casino/contracts/rest/…'); the root is for `import type` only (decision 098).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'no-console': 'off' },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.ts',
      'bench/**/*',
      'scripts/**/*',
      'apps/*/scripts/**/*',
      'apps/server/test/**/*',
      'apps/sandbox/test/**/*',
    ],
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // The sandbox's tests read provider answers over real HTTP as loosely typed JSON and assert
    // on each field; the answers are the subject under test, not trusted input.
    files: ['apps/sandbox/test/**/*'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
