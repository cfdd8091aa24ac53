import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectLocale, FIRST_SCREEN_TEXTS, formatDate } from '#src/lib/i18n';

describe('locales', () => {
  const date = new Date(2026, 10, 3);

  it('writes US dates as MM/DD/YYYY', () => {
    expect(formatDate(date, 'en-US')).toBe('11/03/2026');
  });

  it('writes German-locale dates as DD/MM/YYYY', () => {
    expect(formatDate(date, 'en-DE')).toBe('03/11/2026');
  });

  it('maps any German-region browser to en-DE and everything else to en-US', () => {
    expect(detectLocale(['de-DE'])).toBe('en-DE');
    expect(detectLocale(['fr-FR', 'en-GB'])).toBe('en-US');
    expect(detectLocale(['en-DE'])).toBe('en-DE');
  });
});

/** The modules main.tsx imports statically (the first chunk), read from source. */
function firstChunkFiles(): string[] {
  const srcDir = path.resolve(import.meta.dirname, '..');
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('#src/')
      ? path.join(srcDir, specifier.slice('#src/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : undefined;
    if (!base) return undefined;
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((extension) => base + extension)
      .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  };
  const seen = new Set<string>();
  const pending = [path.join(srcDir, 'main.tsx')];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(
      /^(?:import|export)\s+(?!type\b)(?:[^;'`]*?\sfrom\s+)?'([^']+)';/gm,
    )) {
      const target = specifier ? resolve(file, specifier) : undefined;
      if (target) pending.push(target);
    }
  }
  return [...seen];
}

describe('first-screen texts', () => {
  it('hold every text the first chunk reads: it renders before the feature texts load', () => {
    const files = firstChunkFiles();
    // The walk reaches the layout through app.tsx and router.tsx, or it checked nothing.
    expect(files.map((file) => path.basename(file))).toContain('header.tsx');
    const missing: string[] = [];
    for (const file of files) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [, key] of code.matchAll(/\bt\(\s*'([\w.]+)'/g)) {
        const text = key
          ?.split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown> | undefined)?.[part],
            FIRST_SCREEN_TEXTS,
          );
        if (typeof text !== 'string') missing.push(`${path.basename(file)}: ${key}`);
      }
      for (const [, section] of code.matchAll(/\bt\(\s*`(\w+)\./g)) {
        if (!section || !(section in FIRST_SCREEN_TEXTS)) {
          missing.push(`${path.basename(file)}: ${section}.…`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
