import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Decision 131: the import zones in eslint.config.js keep Drizzle in repositories and a module's
// repositories private to it. Each fixture is linted as text under a path in the server, with
// only the import-zone rule on (no type information), so the test stays fast.
const root = path.resolve(import.meta.dirname, '../../..');
const ZONE_RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'eslint.config.js'),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === ZONE_RULE,
  });
});

async function zoneMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  expect(result?.messages.filter((message) => message.ruleId !== ZONE_RULE)).toEqual([]);
  return result?.messages.map((message) => message.message) ?? [];
}

const drizzle = "import { eq } from 'drizzle-orm';\nexport const fixture = eq;\n";
const schema = "import { users } from '#src/db/schema/index';\nexport const fixture = users;\n";
const identityRepository =
  "import { createIdentityRepository } from '#src/modules/identity/identity.repository';\n" +
  'export const fixture = createIdentityRepository;\n';

describe('lint zones of the server', () => {
  it('refuses Drizzle in a service, a route, a plugin or the app', async () => {
    for (const filePath of [
      'apps/server/src/modules/profile/fixture.service.ts',
      'apps/server/src/modules/profile/fixture.routes.ts',
      'apps/server/src/plugins/app/fixture.ts',
      'apps/server/src/app.ts',
    ]) {
      expect(await zoneMessages(filePath, drizzle)).toEqual([
        expect.stringContaining('Drizzle (drizzle-orm, #src/db/schema) belongs in a repository'),
      ]);
    }
    expect(
      await zoneMessages('apps/server/src/modules/profile/fixture.service.ts', schema),
    ).toEqual([expect.stringContaining('belongs in a repository')]);
  }, 120_000);

  it('allows Drizzle in repositories, src/db, the seed and tests', async () => {
    for (const filePath of [
      'apps/server/src/modules/profile/fixture.repository.ts',
      'apps/server/src/db/fixture.ts',
      'apps/server/src/seed/fixture.ts',
      'apps/server/src/modules/profile/fixture.test.ts',
      'apps/server/src/modules/profile/fixture.test-support.ts',
      'apps/server/test/fixture.test.ts',
    ]) {
      expect(await zoneMessages(filePath, drizzle)).toEqual([]);
      expect(await zoneMessages(filePath, schema)).toEqual([]);
    }
  }, 120_000);

  it("refuses another module's repository, and allows a module its own", async () => {
    for (const filePath of [
      'apps/server/src/modules/profile/fixture.service.ts',
      'apps/server/src/modules/profile/fixture.repository.ts',
      'apps/server/src/seed/fixture.ts',
      'apps/server/src/app.ts',
      'apps/server/test/fixture.test.ts',
    ]) {
      expect(await zoneMessages(filePath, identityRepository)).toEqual([
        expect.stringContaining('The identity repository is private to modules/identity/'),
      ]);
    }
    expect(
      await zoneMessages('apps/server/src/modules/identity/fixture.service.ts', identityRepository),
    ).toEqual([]);
  }, 120_000);

  it('keeps apps apart', async () => {
    const webImportsServer =
      "import { loadConfig } from '../../../server/src/config';\nexport const fixture = loadConfig;\n";
    expect(await zoneMessages('apps/web/src/app/fixture.ts', webImportsServer)).toEqual([
      expect.stringContaining('No app imports another app'),
    ]);
    const serverImportsSandbox =
      "import { fixture as sandbox } from '../../sandbox/src/main';\nexport const fixture = sandbox;\n";
    expect(await zoneMessages('apps/server/src/fixture.ts', serverImportsSandbox)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('The server does not import browser apps or the provider sandbox.'),
      ]),
    );
  }, 120_000);
});
