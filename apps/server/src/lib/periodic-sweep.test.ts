import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerPeriodicSweep } from '#src/lib/periodic-sweep';

function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      if (!condition()) return;
      clearInterval(poll);
      resolve();
    }, 2);
  });
}

describe('registerPeriodicSweep', () => {
  it('runs from ready, logs a failed run and retries at the next one', async () => {
    const warnings: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
    });
    let runs = 0;
    registerPeriodicSweep(app, {
      name: 'test sweep',
      everyMs: 5,
      sweep: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(0);
    await app.ready();
    await until(() => runs >= 3);
    await app.close();
    expect(warnings.filter((line) => line.includes('test sweep failed'))).toHaveLength(1);
  });

  it('waits on close for a run under way, and starts none beside it', async () => {
    const app = Fastify({ logger: false });
    let running = 0;
    let most = 0;
    let finished = 0;
    let release: () => void = () => undefined;
    registerPeriodicSweep(app, {
      name: 'slow sweep',
      everyMs: 2,
      sweep: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        running -= 1;
        finished += 1;
      },
    });
    await app.ready();
    await until(() => running === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    setTimeout(() => release(), 30);
    await app.close();
    expect(most).toBe(1);
    expect(finished).toBe(1);
  });
});
