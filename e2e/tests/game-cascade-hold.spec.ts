import { expect, test, type FrameLocator, type Page } from './journey-test';
import { findGameId, settledRound, signIn, totalSc, walletOf } from './game-journey';
import { screen } from './screens';

/** Plays one round with the Space key and waits until the server has settled every step. */
async function spinOnce(page: Page, frame: FrameLocator, gameId: number) {
  const spin = frame.getByTestId('spin');
  await expect(spin).toBeEnabled();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/rgs/play'));
  await frame.locator('body').press('Space');
  const { roundId } = (await (await answer).json()).data as { roundId: string };
  await expect(spin).not.toHaveClass(/is-spinning/, { timeout: 60_000 });
  return settledRound(page, gameId, roundId);
}

const GAMES = [
  {
    title: 'Gem Cascade',
    engineKey: 'ways-243-cascade',
    /** The tumble multiplier meter starts every round at the bottom of its ladder. */
    feature: (frame: FrameLocator) =>
      expect(frame.getByTestId('cascade-multiplier')).toHaveText(/^×\d+$/),
    symbol: 'Ice Crown',
  },
  {
    title: 'Coin Crown Hold & Win',
    engineKey: 'hold-and-win',
    /** The four fixed jackpots show their amounts at the current bet. */
    feature: async (frame: FrameLocator) => {
      for (const name of ['mini', 'minor', 'major', 'grand']) {
        await expect(frame.getByTestId(`jackpot-${name}`)).toContainText(/\d/);
      }
    },
    symbol: 'Royal Crown',
  },
];

test.describe('playing the cascade and hold-and-win slots', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const { title, engineKey, feature, symbol } of GAMES) {
    test(`${title}: opens with its title's paytable, plays a GC and an SC round with exact wallet arithmetic`, async ({
      page,
    }) => {
      await signIn(page);
      const gameId = await findGameId(page, title);
      await page.goto(`/games/${gameId}`);
      await expect(page.getByTestId('game-page')).toBeVisible();

      const frame = page.frameLocator('[data-testid="game-iframe"]');
      await expect(frame.getByRole('heading', { name: 'Paytable' })).toBeVisible();
      await expect(frame.getByText(symbol, { exact: true })).toBeVisible();
      await expect(frame.getByText(/Return to player/)).toBeVisible();
      await frame.getByRole('button', { name: 'Play', exact: true }).click();
      await feature(frame);

      const before = await walletOf(page);
      const gcRound = await spinOnce(page, frame, gameId);
      expect(gcRound.betMinor).toBeGreaterThan(0);
      const afterGc = await walletOf(page);
      expect(afterGc.gcCoin).toBe(before.gcCoin - gcRound.betMinor + gcRound.winMinor);
      expect(totalSc(afterGc)).toBe(totalSc(before));
      await screen(page, `${engineKey}-1280x800`, { settleMs: 0 });

      await page.getByTestId('coin-switcher').getByRole('radio', { name: 'SC' }).click();
      await frame.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(frame.getByTestId('frame-balance')).toContainText('SC', { timeout: 15_000 });
      const scBefore = await walletOf(page);
      const scRound = await spinOnce(page, frame, gameId);
      expect(scRound.betMinor).toBeGreaterThan(0);
      const afterSc = await walletOf(page);
      expect(totalSc(afterSc)).toBe(totalSc(scBefore) - scRound.betMinor + scRound.winMinor);
      expect(afterSc.gcCoin).toBe(scBefore.gcCoin);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(frame.getByTestId('spin')).toBeVisible();
      await feature(frame);
      await screen(page, `${engineKey}-390x844`, { settleMs: 0 });
    });
  }
});
