import { expect, test, type FrameLocator, type Page } from './journey-test';
import { findGameId, settledRound, signIn, totalSc, walletOf } from './game-journey';
import { screen } from './screens';

interface PlayBody {
  coin: string;
  params: Record<string, unknown>;
}

interface InstantGame {
  engineKey: 'plinko' | 'wheel';
  title: string;
  /** The player's choices for the GC round, picked in the frame, and what the frame must send. */
  choose: (frame: FrameLocator) => Promise<void>;
  params: Record<string, unknown>;
}

const GAMES: InstantGame[] = [
  {
    engineKey: 'plinko',
    title: 'Plincrown',
    choose: async (frame) => {
      await frame.getByTestId('choice-risk').getByText('High', { exact: true }).click();
      const rows = frame.getByTestId('choice-rows');
      await rows.focus();
      await rows.press('Home');
    },
    params: { rows: 8, risk: 'high' },
  },
  {
    engineKey: 'wheel',
    title: 'Fortune Carousel',
    choose: async (frame) => {
      await frame.getByTestId('choice-risk').getByText('Medium', { exact: true }).click();
      await frame.getByTestId('choice-segments').getByText('30', { exact: true }).click();
    },
    params: { segments: 30, risk: 'medium' },
  },
];

/** The rules and paytable open before the first bet (and again after every relaunch). */
async function closeRules(frame: FrameLocator, engineKey: string) {
  await expect(frame.getByRole('heading', { name: 'Paytable' })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByTestId(`${engineKey}-paytable`)).toBeVisible();
  await expect(frame.getByText('Return to player', { exact: true })).toBeVisible();
  await frame.getByRole('button', { name: 'Play', exact: true }).click();
}

/** Plays one round with Space or a tap on the play button; answers what was sent and settled. */
async function playOnce(page: Page, frame: FrameLocator, gameId: number, useKeyboard: boolean) {
  const play = frame.getByTestId('play');
  await expect(play).toBeEnabled();
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/rgs/play'));
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/rgs/play'));
  if (useKeyboard) {
    await frame.locator('.stage').click();
    await page.keyboard.press('Space');
  } else {
    await play.click();
  }
  const body = (await request).postDataJSON() as PlayBody;
  const { roundId } = (await (await answer).json()).data as { roundId: string };
  await expect(play).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  return { body, round: await settledRound(page, gameId, roundId) };
}

test.describe('instant games: PLINCROWN and WHEEL PRIZE', () => {
  for (const game of GAMES) {
    test(`${game.title} (${game.engineKey}): choices, a GC round, an SC round, the ledger adds up`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page);
      const gameId = await findGameId(page, game.title);
      await page.goto(`/games/${gameId}`);
      await expect(page.getByTestId('game-page')).toBeVisible();
      const frame = page.frameLocator('[data-testid="game-iframe"]');
      await closeRules(frame, game.engineKey);
      await game.choose(frame);

      const before = await walletOf(page);
      const gc = await playOnce(page, frame, gameId, true);
      expect(gc.body.coin).toBe('GC');
      expect(gc.body.params).toEqual(game.params);
      expect(gc.round.betMinor).toBeGreaterThan(0);
      const afterGc = await walletOf(page);
      expect(afterGc.gcCoin).toBe(before.gcCoin - gc.round.betMinor + gc.round.winMinor);
      expect(totalSc(afterGc)).toBe(totalSc(before));
      await expect(frame.getByTestId('frame-win')).not.toBeEmpty();
      await screen(page, `${game.engineKey}-1280x800`, { settleMs: 0 });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('coin-switcher').getByRole('radio', { name: 'SC' }).click();
      await closeRules(frame, game.engineKey);
      await expect(frame.getByTestId('frame-balance')).toContainText('SC', { timeout: 15_000 });
      const scBefore = await walletOf(page);
      const sc = await playOnce(page, frame, gameId, false);
      expect(sc.body.coin).toBe('SC');
      expect(sc.round.betMinor).toBeGreaterThan(0);
      const afterSc = await walletOf(page);
      expect(totalSc(afterSc)).toBe(totalSc(scBefore) - sc.round.betMinor + sc.round.winMinor);
      expect(afterSc.gcCoin).toBe(scBefore.gcCoin);
      await screen(page, `${game.engineKey}-390x844`, { settleMs: 0 });
    });
  }
});
