import type { FastifyInstance } from 'fastify';

export interface TPeriodicSweep {
  /** Names the sweep in the warning logged when a run fails. */
  name: string;
  /** How often this process runs it; several processes sweeping together share the work. */
  everyMs: number;
  /** One run (what it answers is ignored); it should delete in batches, not in one transaction. */
  sweep: () => Promise<unknown>;
}

/**
 * Runs a retention sweep every `everyMs` while the app is up, from when it is ready. A failed
 * run is logged and the next one retries; closing the app waits for a run under way.
 */
export function registerPeriodicSweep(app: FastifyInstance, options: TPeriodicSweep): void {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;

  async function run(): Promise<void> {
    try {
      await options.sweep();
    } catch (error) {
      app.log.warn({ err: error }, `${options.name} failed; the next sweep retries`);
    }
  }

  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      current ??= run().finally(() => {
        current = null;
      });
    }, options.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await current;
  });
}
