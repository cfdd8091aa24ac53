import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '#src/index';
import { ZJsonSetting, ZJsonValue } from '#src/common/json';
import { safeTextCheck, zText } from '#src/common/text';

/**
 * Every string a request carries refuses NUL and unpaired surrogates (the database cannot store
 * them), every integer has an upper bound its column can hold, and free-form JSON is the
 * bounded ZJsonValue. A new contract with a plain z.string() fails here.
 */

/** Formats zod checks with its own pattern, which admits neither NUL nor surrogates. */
const PATTERN_FORMATS = new Set(['email', 'datetime', 'date', 'time', 'uuid']);
const BOUNDED_JSON = new Set<z.ZodType>([ZJsonValue, ZJsonSetting]);

type TDef = {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; value?: unknown } } }[];
  [key: string]: unknown;
};

function problemsOf(schema: z.ZodType, where: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  if (BOUNDED_JSON.has(schema)) return [];
  const def = schema._zod.def as unknown as TDef;
  const checks = (def.checks ?? []) as unknown[];
  const walk = (inner: unknown, at = where) => problemsOf(inner as z.ZodType, at, seen);
  switch (def.type) {
    case 'string':
      if (PATTERN_FORMATS.has(def.format ?? '') || checks.includes(safeTextCheck)) return [];
      return [`${where}: a string without the safe-text check (build it with zText())`];
    case 'number': {
      const isInteger =
        def.format === 'safeint' ||
        (def.checks ?? []).some((check) => check._zod.def.check === 'number_format');
      const hasMax = (def.checks ?? []).some((check) => check._zod.def.check === 'less_than');
      return isInteger && !hasMax ? [`${where}: an integer without a maximum`] : [];
    }
    case 'unknown':
    case 'any':
    case 'custom':
      return [`${where}: free-form input (use ZJsonValue)`];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        walk(value, `${where}.${key}`),
      );
    case 'array':
      return walk(def.element, `${where}[]`);
    case 'record':
      return [...walk(def.keyType, `${where}{key}`), ...walk(def.valueType, `${where}{value}`)];
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'tuple':
      return (def.items as unknown[]).flatMap((item, index) => walk(item, `${where}[${index}]`));
    case 'pipe':
      // What arrives is checked by the pipe's input; its output is derived from it.
      return walk(def.in);
    case 'lazy':
      return walk((def.getter as () => unknown)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType);
    default:
      return [];
  }
}

/** Every request part of every contract, and every exported params/query/body/auth schema. */
function requestSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (value instanceof z.ZodType && /(Params|Query|Body|Request|Auth)$/.test(name)) {
      found.push([name, value]);
    } else if (value && typeof value === 'object' && 'method' in value && 'path' in value) {
      const contract = value as contracts.TContract;
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = contract[part];
        if (schema) found.push([`${contract.method} ${contract.path} ${part}`, schema]);
      }
    }
  }
  return found;
}

describe('request contracts', () => {
  it('finds the request schemas of every contract', () => {
    expect(requestSchemas().length).toBeGreaterThan(60);
  });

  it('build every string with the safe-text check, bound every integer, bound free JSON', () => {
    const problems = requestSchemas().flatMap(([name, schema]) => problemsOf(schema, name));
    expect(problems).toEqual([]);
  });

  it('catch a plain string, an unbounded integer and free-form input', () => {
    const loose = z.object({
      name: z.string().min(1),
      id: z.coerce.number().int().positive(),
      extra: z.record(zText(), z.unknown()),
    });
    expect(problemsOf(loose, 'loose')).toEqual([
      'loose.name: a string without the safe-text check (build it with zText())',
      'loose.id: an integer without a maximum',
      'loose.extra{value}: free-form input (use ZJsonValue)',
    ]);
  });

  it('refuse NUL and unpaired surrogates and keep paired ones', () => {
    const text = zText().trim().max(20);
    expect(text.safeParse('a\u0000b').success).toBe(false);
    expect(text.safeParse('x\ud800y').success).toBe(false);
    expect(text.safeParse('\udfff').success).toBe(false);
    expect(text.safeParse('crown 👑 é').success).toBe(true);
  });

  it('refuse JSON that is too deep, has unsafe text or is null where a setting is due', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 2000; level += 1) deep = [deep];
    expect(ZJsonValue.safeParse(deep).success).toBe(false);
    expect(ZJsonValue.safeParse({ 'a\u0000': 1 }).success).toBe(false);
    expect(ZJsonValue.safeParse(['x\ud800']).success).toBe(false);
    expect(ZJsonValue.safeParse({ rows: [1, 'two', { three: null }] }).success).toBe(true);
    expect(ZJsonValue.safeParse(null).success).toBe(true);
    expect(ZJsonSetting.safeParse(null).success).toBe(false);
  });
});
