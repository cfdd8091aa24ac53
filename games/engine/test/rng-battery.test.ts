import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFairRng } from '#src/rng';

/**
 * Feeds 1 MiB of the fair RNG's raw 32-bit words to Debian's `ent` battery (entropy, chi-square,
 * mean, Monte Carlo π, serial correlation). `ent` is installed when missing and apt can run;
 * otherwise the test is skipped and says why.
 */
function ensureEnt(): string | null {
  const has = () => spawnSync('ent', ['-u'], { stdio: 'ignore' }).error === undefined;
  if (has()) return null;
  if (process.getuid?.() !== 0) return 'ent is not installed and apt-get needs root';
  const install = spawnSync('apt-get', ['install', '-y', 'ent'], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.error || install.status !== 0) return 'ent is not installed and apt-get failed';
  return has() ? null : 'ent is still missing after apt-get install';
}

const skipReason = ensureEnt();
if (skipReason) console.warn(`Skipping the ent battery: ${skipReason}`);

describe.skipIf(skipReason !== null)('fair RNG under the ent battery', () => {
  it('looks random to every ent statistic', () => {
    const rng = createFairRng({
      serverSeed: 'battery-server-seed',
      clientSeed: 'battery',
      nonce: 0,
    });
    const bytes = Buffer.alloc(1 << 20);
    // A bound of 2^32 accepts every word, so these are the stream's raw words.
    for (let offset = 0; offset < bytes.length; offset += 4) {
      bytes.writeUInt32BE(rng.nextInt(2 ** 32), offset);
    }
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ent-')), 'fair-rng.bin');
    fs.writeFileSync(file, bytes);
    const report = execFileSync('ent', [file], { encoding: 'utf8' });
    const number = (pattern: RegExp) => Number(pattern.exec(report)?.[1]);

    expect(number(/Entropy = ([\d.]+) bits per byte/)).toBeGreaterThan(7.9998);
    const chiSquareExceedPercent = number(/would exceed this value ([\d.]+) percent/);
    expect(chiSquareExceedPercent).toBeGreaterThan(0.1);
    expect(chiSquareExceedPercent).toBeLessThan(99.9);
    expect(
      Math.abs(number(/Arithmetic mean value of data bytes is ([\d.]+)/) - 127.5),
    ).toBeLessThan(0.5);
    expect(number(/Monte Carlo value for Pi is [\d.]+ \(error ([\d.]+) percent\)/)).toBeLessThan(
      0.5,
    );
    expect(Math.abs(number(/Serial correlation coefficient is (-?[\d.]+)/))).toBeLessThan(0.005);
  }, 60_000);
});
