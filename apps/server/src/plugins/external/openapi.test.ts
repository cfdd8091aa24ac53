import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

let testApp: TTestApp;
let document: Record<string, unknown>;
beforeAll(async () => {
  testApp = await createTestApp();
  document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => testApp.close());

function references(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) references(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else references(item, found);
    }
  }
  return found;
}

/** Follows a local JSON pointer (`#/components/schemas/Name`) through the document. */
function resolve(pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined,
      document,
    );
}

describe('the OpenAPI document', () => {
  it('resolves every $ref it contains', () => {
    const found = references(document);
    expect(found.length).toBeGreaterThan(0);
    expect([...new Set(found)].filter((pointer) => resolve(pointer) === undefined)).toEqual([]);
  });

  it('names free-form JSON values as one component', () => {
    expect(resolve('#/components/schemas/JsonValue')).toMatchObject({
      description: expect.stringContaining('JSON value'),
    });
  });
});
