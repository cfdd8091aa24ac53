/**
 * Runs work later (a pending payment resolving, a review finishing) and forgets it all when the
 * sandbox closes, so a test's app.close() leaves no timer behind.
 */
export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  later(delayMs: number, work: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = work().catch(this.onError);
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, delayMs);
    this.timers.add(timer);
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
