import { expect, test, type Page } from './journey-test';
import {
  findGameId,
  playWholeRound,
  settledRound,
  signIn,
  totalSc,
  walletOf,
} from './game-journey';
import { screen } from './screens';

/** Plays one round in the frame and waits until the server has settled it. */
async function spinOnce(page: Page, gameId: number) {
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  const spin = frame.getByTestId('spin');
  await expect(spin).toBeEnabled();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/rgs/play'));
  await spin.click();
  const { roundId } = (await (await answer).json()).data as { roundId: string };
  await expect(spin).not.toHaveClass(/is-spinning/, { timeout: 60_000 });
  return settledRound(page, gameId, roundId);
}

test.describe('playing a studio slot', { tag: '@postgres' }, () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const { title, engineKey } of [
    { title: 'Crown Sevens', engineKey: 'classic-3reel' },
    { title: 'Crown Jewels', engineKey: 'video-5x3' },
  ]) {
    test(`${title}: opened from the lobby, plays GC and SC rounds, the header follows, and leaves`, async ({
      page,
    }) => {
      await signIn(page);
      const gameId = await findGameId(page, title);
      await page.goto('/');
      await page
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/games/${gameId}$`));
      await expect(page.getByTestId('game-page')).toBeVisible();

      const frame = page.frameLocator('[data-testid="game-iframe"]');
      await expect(frame.getByRole('heading', { name: 'Paytable' })).toBeVisible();
      await expect(frame.getByText(/Return to player/)).toBeVisible();
      await frame.getByRole('button', { name: 'Play', exact: true }).click();

      const before = await walletOf(page);
      const gcRound = await spinOnce(page, gameId);
      expect(gcRound.betMinor).toBeGreaterThan(0);
      const afterGc = await walletOf(page);
      expect(afterGc.gcCoin).toBe(before.gcCoin - gcRound.betMinor + gcRound.winMinor);
      expect(totalSc(afterGc)).toBe(totalSc(before));
      const header = page.getByTestId('balance-panel');
      await expect(header).toContainText(
        new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(
          Math.trunc(afterGc.gcCoin / 100),
        ),
      );
      await screen(page, `${engineKey}-1280x800`, { settleMs: 0 });

      await page.getByTestId('coin-switcher').getByRole('radio', { name: 'SC' }).click();
      // The game relaunches for the new coin and shows its paytable again before betting.
      await frame.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(frame.getByTestId('frame-balance')).toContainText('SC', { timeout: 15_000 });
      const scBefore = await walletOf(page);
      const scRound = await spinOnce(page, gameId);
      expect(scRound.betMinor).toBeGreaterThan(0);
      const afterSc = await walletOf(page);
      expect(totalSc(afterSc)).toBe(totalSc(scBefore) - scRound.betMinor + scRound.winMinor);
      expect(afterSc.gcCoin).toBe(scBefore.gcCoin);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(frame.getByTestId('spin')).toBeVisible();
      await screen(page, `${engineKey}-390x844`, { settleMs: 0 });

      await page.getByRole('link', { name: 'Back to lobby' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('game-iframe')).toHaveCount(0);
    });
  }
});

test.describe('provably fair verifier', () => {
  test('a player rotates seeds and verifies a round in the browser', async ({ page }) => {
    await signIn(page);
    const gameId = await findGameId(page, 'Crown Jewels');
    const { roundId } = await playWholeRound(page, gameId, `e2e-verify-${Date.now()}`);

    await page.goto(`/games-ui/video-5x3/verify.html?gameId=${gameId}`);
    await expect(page.getByRole('heading', { name: /provably fair/ })).toBeVisible();
    await page.getByRole('button', { name: /Rotate seeds/ }).click();
    await expect(page.getByText('Revealed server seed')).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).first().click();
    const result = page.getByTestId('verify-result');
    await expect(result).toContainText(roundId);
    await expect(result).toContainText('Verified: this round is exactly what the seeds produce.');
  });
});
