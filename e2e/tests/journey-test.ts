import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** Longer than any journey takes on a busy CI machine; far shorter than its timeouts. */
const midnightMarginMs = 5 * 60_000;
const dayMs = 24 * 60 * 60_000;

/**
 * Playwright's `test`, with every journey started clear of UTC midnight. The casino's day turns
 * there: a new daily mission opens its dialog over whatever the player was doing, the daily
 * bonus becomes due, limits reset. A journey that ran across it met a dialog its steps did not
 * expect (purchase limits, 23:59:44 to its 8-minute timeout). One that would start within the
 * margin before midnight waits until just after it, its timeout stretched by the wait.
 */
export const test = base.extend<{ clearOfMidnight: void }>({
  clearOfMidnight: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const untilMidnightMs = dayMs - (Date.now() % dayMs);
      if (untilMidnightMs < midnightMarginMs) {
        const waitMs = untilMidnightMs + 2_000;
        testInfo.setTimeout(testInfo.timeout + waitMs);
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
      await use();
    },
    { auto: true },
  ],
});
