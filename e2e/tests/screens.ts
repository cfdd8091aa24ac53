// The pictures the journeys take of what a player sees, for people to look at. No check reads
// them: a failed journey keeps Playwright's own screenshot and trace either way (decision 235).
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** Where the pictures go: e2e/artifacts/screens/<name>.png, whichever folder the run starts in. */
const SCREENS_DIR = path.join(import.meta.dirname, '..', 'artifacts', 'screens');

/** Whether the journeys take their pictures: yes unless E2E_SCREENS=0, which CI sets. */
const isTakingScreens = process.env.E2E_SCREENS !== '0';

/**
 * Saves the page as e2e/artifacts/screens/<name>.png, after `settleMs` (400 by default) for a
 * dialog's entrance to settle; 0 takes it at once. Does nothing when E2E_SCREENS=0, as on CI.
 */
export async function screen(
  page: Page,
  name: string,
  options?: { settleMs?: number },
): Promise<void> {
  if (!isTakingScreens) return;
  const settleMs = options?.settleMs ?? 400;
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`) });
}

/**
 * The same screen at each size in turn, as <name>-<width>.png (`focus` scrolled into view at
 * each), then back at the first size. Without pictures the page is not resized at all.
 */
export async function screenAtSizes(
  page: Page,
  name: string,
  sizes: readonly { width: number; height: number }[],
  focus?: Locator,
): Promise<void> {
  if (!isTakingScreens) return;
  for (const size of sizes) {
    await page.setViewportSize(size);
    await focus?.scrollIntoViewIfNeeded();
    await screen(page, `${name}-${size.width}`);
  }
  if (sizes[0]) await page.setViewportSize(sizes[0]);
}
