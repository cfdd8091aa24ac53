import AxeBuilder from '@axe-core/playwright';
import { expect, test, type FrameLocator, type Page } from './journey-test';
import {
  findGameId,
  formatGc,
  settledRound,
  signIn,
  totalSc,
  walletOf,
  type PlayedRound,
} from './game-journey';
import { screen } from './screens';

interface StepAnswer {
  roundId: string;
  events: { type: string; isMine?: boolean }[];
  round: { state: string };
}

const isRoundCall = (url: string) => url.endsWith('/api/rgs/play') || url.endsWith('/continue');

/** Clicks (or presses) and answers the round server's reply to it. */
async function answerTo(page: Page, action: () => Promise<void>): Promise<StepAnswer> {
  const answer = page.waitForResponse((response) => isRoundCall(response.url()));
  await action();
  return (await (await answer).json()).data as StepAnswer;
}

async function openGame(page: Page, title: string) {
  const gameId = await findGameId(page, title);
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId('game-page')).toBeVisible();
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  await closeRules(frame);
  return { gameId, frame };
}

/** The rules and paytable open before the first bet (and again after every relaunch). */
async function closeRules(frame: FrameLocator) {
  await expect(frame.getByRole('heading', { name: 'Paytable' })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByText(/Return to player/)).toBeVisible();
  await frame.getByRole('button', { name: 'Play', exact: true }).click();
}

async function switchToSc(page: Page, frame: FrameLocator) {
  await page.getByTestId('coin-switcher').getByRole('radio', { name: 'SC' }).click();
  await closeRules(frame);
  await expect(frame.getByTestId('frame-balance')).toContainText('SC', { timeout: 15_000 });
}

/** The game frame has no serious or critical WCAG A/AA violations (labels, contrast, focus). */
async function expectAccessibleFrame(page: Page, screen: string) {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="game-iframe"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe violations on ${screen}`).toEqual([]);
}

const tile = (frame: FrameLocator, cell: number) => frame.locator(`.tile[data-cell="${cell}"]`);

/**
 * Starts a mines round and opens the centre tile with the arrow keys and Enter: a safe tile
 * leaves the round open, a mine ends it. Answers the round id and whether it is still open.
 */
async function startMinesRound(page: Page, frame: FrameLocator) {
  const play = frame.getByTestId('play');
  await expect(play).toBeEnabled();
  const started = await answerTo(page, () => play.click());
  expect(started.events.map((event) => event.type)).toEqual(['minesStart', 'awaitAction']);
  await expect(tile(frame, 0)).toHaveAttribute('aria-disabled', 'false');
  await tile(frame, 0).focus();
  const picked = await answerTo(page, async () => {
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'Enter']) {
      await page.keyboard.press(key);
    }
  });
  const revealed = picked.events.find((event) => event.type === 'cellRevealed');
  const isOpen = picked.round.state === 'open';
  expect(isOpen).toBe(revealed?.isMine === false);
  await expect(tile(frame, 12)).toHaveAttribute('data-state', isOpen ? 'safe' : 'mine');
  return { roundId: started.roundId, isOpen };
}

/** Cashes the open round out: the play button reads "Cash out <amount>"; C does the same. */
async function cashOut(page: Page, frame: FrameLocator, by: 'button' | 'key') {
  const play = frame.getByTestId('play');
  await expect(play).toContainText(/Cash out/i);
  const answer = await answerTo(page, () =>
    by === 'button' ? play.click() : page.keyboard.press('c'),
  );
  expect(answer.events.map((event) => event.type)).toEqual([
    'cashOut',
    'minefieldRevealed',
    'finalWin',
  ]);
}

/** One whole mines round: picks, cashes out when still open; the settled round. */
async function playMinesRound(page: Page, frame: FrameLocator, gameId: number) {
  const { roundId, isOpen } = await startMinesRound(page, frame);
  if (isOpen) await cashOut(page, frame, 'key');
  await expect(frame.getByTestId('play')).toHaveText(/Bet/i, { timeout: 30_000 });
  return settledRound(page, gameId, roundId);
}

function expectGcMove(
  before: Awaited<ReturnType<typeof walletOf>>,
  after: typeof before,
  round: PlayedRound,
) {
  expect(round.betMinor).toBeGreaterThan(0);
  expect(after.gcCoin).toBe(before.gcCoin - round.betMinor + round.winMinor);
  expect(totalSc(after)).toBe(totalSc(before));
}

function expectScMove(
  before: Awaited<ReturnType<typeof walletOf>>,
  after: typeof before,
  round: PlayedRound,
) {
  expect(round.betMinor).toBeGreaterThan(0);
  expect(totalSc(after)).toBe(totalSc(before) - round.betMinor + round.winMinor);
  expect(after.gcCoin).toBe(before.gcCoin);
}

test.describe('playing the mines and scratch card games', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(
    'CROWNMINER: GC and SC rounds settle exactly; a round resumes after a reload, and after a coin switch in the coin it was bet in',
    { tag: '@postgres' },
    async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page);
      const { gameId, frame } = await openGame(page, 'Crownminer');
      await expect(frame.getByTestId('mines-board')).toBeVisible();
      await expect(frame.getByRole('gridcell')).toHaveCount(25);

      const before = await walletOf(page);
      const gcRound = await playMinesRound(page, frame, gameId);
      expectGcMove(before, await walletOf(page), gcRound);

      // Mid-round: a safe tile open, then a reload. The same field comes back, ready to cash out.
      let open: { roundId: string; isOpen: boolean } | null = null;
      let beforeOpen = await walletOf(page);
      for (let attempt = 0; attempt < 8 && !open?.isOpen; attempt += 1) {
        beforeOpen = await walletOf(page);
        open = await startMinesRound(page, frame);
        if (!open.isOpen)
          await expect(frame.getByTestId('play')).toHaveText(/Bet/i, { timeout: 30_000 });
      }
      expect(open?.isOpen).toBe(true);
      // The stake shows in the header as soon as the round opens, not at its end (decision 247).
      const staked = await walletOf(page);
      expect(staked.gcCoin).toBeLessThan(beforeOpen.gcCoin);
      await expect(page.getByTestId('balance-value')).toHaveText(formatGc(staked.gcCoin));
      const safeTiles = await frame.locator('.tile[data-state="safe"]').count();
      await page.reload();
      await closeRules(frame);
      await expect(frame.locator('.tile[data-state="safe"]')).toHaveCount(safeTiles);
      await expect(frame.getByTestId('play')).toContainText(/Cash out/i);
      await screen(page, 'mines-1280x800', { settleMs: 0 });
      await expectAccessibleFrame(page, 'CROWNMINER mid-round');

      // The lobby switches to SC mid-round: the frame comes back with the round in the coin it
      // was bet in, CC, pays it in CC, and only then follows the lobby.
      await page.getByTestId('coin-switcher').getByRole('radio', { name: 'SC' }).click();
      await closeRules(frame);
      await expect(frame.locator('.tile[data-state="safe"]')).toHaveCount(safeTiles);
      await expect(frame.getByTestId('frame-coin')).toHaveText('Crown Coins');
      await expect(frame.getByText('Resuming your unfinished CC round')).toBeVisible();
      await expect(frame.getByTestId('frame-balance')).toContainText('CC');
      await expect(frame.getByTestId('play')).toContainText(/Cash out CC/i);
      await cashOut(page, frame, 'button');
      const resumed = await settledRound(page, gameId, open!.roundId);
      expectGcMove(beforeOpen, await walletOf(page), resumed);
      expect(resumed.winMinor).toBeGreaterThan(0);
      await expect(frame.getByTestId('frame-coin')).toHaveText('Sweeps Coins');
      await expect(frame.getByTestId('frame-balance')).toContainText('SC', { timeout: 15_000 });
      await expect(frame.getByTestId('frame-bet')).toContainText('SC');

      const scBefore = await walletOf(page);
      const scRound = await playMinesRound(page, frame, gameId);
      expectScMove(scBefore, await walletOf(page), scRound);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(frame.getByTestId('mines-board')).toBeVisible();
      await screen(page, 'mines-390x844', { settleMs: 0 });
    },
  );

  test('SCRATCHCROWN: scratch by pointer and keyboard, reveal all, prize table, GC and SC', async ({
    page,
  }) => {
    // Three tickets, an autoplay run and two screenshots: on a loaded two-core machine the
    // journey can outlast the default minute while every step is still on time.
    test.setTimeout(120_000);
    await signIn(page);
    const { gameId, frame } = await openGame(page, 'Scratchcrown');
    const prizes = frame.getByTestId('prize-list').getByRole('listitem');
    await expect(prizes).toHaveCount(8);
    await expect(prizes.first()).toContainText('1,000×');

    const before = await walletOf(page);
    const bought = await answerTo(page, () => frame.getByTestId('play').click());
    expect(bought.events.map((event) => event.type)).toEqual(['scratchTicket', 'finalWin']);
    const panels = frame.getByTestId('scratch-panels');
    const panel = (index: number) => panels.locator(`[data-panel="${index}"]`);
    await expect(panel(0)).toHaveAttribute('aria-label', /covered, press Enter/);

    // Scratch the first panel with the pointer, back and forth until it comes clear.
    const box = (await panel(0).boundingBox())!;
    await page.mouse.move(box.x + 4, box.y + 6);
    await page.mouse.down();
    for (let row = 0; row < 7; row += 1) {
      const y = box.y + 6 + (row * (box.height - 12)) / 6;
      await page.mouse.move(box.x + box.width - 4, y, { steps: 6 });
      await page.mouse.move(box.x + 4, y + (box.height - 12) / 12, { steps: 6 });
    }
    await page.mouse.up();
    await expect(panel(0)).toHaveClass(/is-revealed/);
    // The second with the keyboard, the rest with Reveal all.
    await panel(1).focus();
    await panel(1).press('Enter');
    await expect(panel(1)).toHaveClass(/is-revealed/);
    await frame.getByTestId('reveal-all').click();
    await expect(panels.locator('.is-revealed')).toHaveCount(9);
    await expect(frame.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
    const gcRound = await settledRound(page, gameId, bought.roundId);
    expectGcMove(before, await walletOf(page), gcRound);
    await screen(page, 'scratch-1280x800', { settleMs: 0 });
    await expectAccessibleFrame(page, 'SCRATCHCROWN after a ticket');

    // Autoplay buys tickets and reveals each one by itself, until the player stops it.
    await frame.getByTestId('autoplay').click();
    await frame.getByRole('button', { name: 'Start' }).click();
    await expect(frame.getByTestId('play')).toContainText('Stop (8)', { timeout: 30_000 });
    await frame.getByTestId('play').click();
    // A ticket bought as autoplay stops is the player's to scratch.
    await expect(async () => {
      const revealAll = frame.getByTestId('reveal-all');
      // The ticket may reveal itself between the check and the click: a short click timeout
      // lets the next attempt see that instead of waiting on a disabled button.
      if (await revealAll.isEnabled()) await revealAll.click({ timeout: 1_000 });
      await expect(frame.getByTestId('play')).toBeEnabled({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(frame.getByTestId('play')).toHaveText(/Buy ticket/i);
    await expect(panels.locator('.is-revealed')).toHaveCount(9);

    await switchToSc(page, frame);
    const scBefore = await walletOf(page);
    const scTicket = await answerTo(page, () => frame.getByTestId('play').click());
    await expect(frame.getByTestId('reveal-all')).toBeEnabled();
    await frame.locator('body').press('r');
    await expect(panels.locator('.is-revealed')).toHaveCount(9);
    await expect(frame.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
    const scRound = await settledRound(page, gameId, scTicket.roundId);
    expectScMove(scBefore, await walletOf(page), scRound);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panels).toBeVisible();
    await screen(page, 'scratch-390x844', { settleMs: 0 });
  });
});

test.describe('provably fair mines and scratch rounds', () => {
  test('a mines round with picks and a scratch ticket verify in the browser', async ({ page }) => {
    await signIn(page);
    const minesId = await findGameId(page, 'Crownminer');
    const play = async (gameId: number, params: Record<string, unknown>) => {
      const response = await page.request.post('/api/rgs/play', {
        data: { gameId, coin: 'GC', betLevel: 0, idempotencyKey: `e2e-fair-${Date.now()}`, params },
      });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { data: StepAnswer }).data;
    };
    const started = await play(minesId, { mineCount: 1 });
    const picked = await page.request.post(`/api/rgs/rounds/${started.roundId}/continue`, {
      data: { action: 'pick:0', stepIndex: 1 },
    });
    const afterPick = ((await picked.json()) as { data: StepAnswer }).data;
    if (afterPick.round.state === 'open') {
      const cashed = await page.request.post(`/api/rgs/rounds/${started.roundId}/continue`, {
        data: { action: 'cashOut', stepIndex: 2 },
      });
      expect(cashed.ok()).toBe(true);
    }
    const scratchId = await findGameId(page, 'Scratchcrown');
    const ticket = await play(scratchId, {});

    for (const { engine, gameId, roundId } of [
      { engine: 'mines', gameId: minesId, roundId: started.roundId },
      { engine: 'scratch', gameId: scratchId, roundId: ticket.roundId },
    ]) {
      await page.goto(`/games-ui/${engine}/verify.html?gameId=${gameId}`);
      await expect(page.getByRole('heading', { name: /provably fair/ })).toBeVisible();
      await page.getByRole('button', { name: /Rotate seeds/ }).click();
      await expect(page.getByText('Revealed server seed')).toBeVisible();
      await page.getByRole('button', { name: 'Verify' }).first().click();
      const result = page.getByTestId('verify-result');
      await expect(result).toContainText(roundId);
      await expect(result).toContainText('Verified: this round is exactly what the seeds produce.');
    }
  });
});

test.describe('touch play on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a tap opens a tile, and a finger scratches a panel clear', async ({ page }) => {
    await signIn(page);
    const mines = await openGame(page, 'Emerald Mines');
    await mines.frame.getByTestId('play').tap();
    await expect(tile(mines.frame, 7)).toHaveAttribute('aria-disabled', 'false');
    const picked = await answerTo(page, () => tile(mines.frame, 7).tap());
    await expect(tile(mines.frame, 7)).toHaveAttribute(
      'data-state',
      picked.round.state === 'open' ? 'safe' : 'mine',
    );
    if (picked.round.state === 'open') {
      await answerTo(page, () => mines.frame.getByTestId('play').tap());
    }
    await expect(mines.frame.getByTestId('play')).toHaveText(/Bet/i, { timeout: 30_000 });

    const scratch = await openGame(page, 'Lucky Sevens Scratch');
    await answerTo(page, () => scratch.frame.getByTestId('play').tap());
    const panel = scratch.frame.getByTestId('scratch-panels').locator('[data-panel="4"]');
    await expect(panel).toHaveAttribute('aria-label', /covered, press Enter/);
    const box = (await panel.boundingBox())!;
    const touch = await page.context().newCDPSession(page);
    const at = (x: number, y: number) => [{ x: box.x + x * box.width, y: box.y + y * box.height }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.1, 0.1) });
    for (let row = 0; row <= 8; row += 1) {
      for (const x of [0.1, 0.9]) {
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: at(x, 0.1 + row * 0.1),
        });
      }
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(panel).toHaveClass(/is-revealed/);
    // Chromium drops a tap that lands while it still settles the synthetic swipe: tap again.
    const revealAll = scratch.frame.getByTestId('reveal-all');
    await expect(async () => {
      if (await revealAll.isEnabled()) await revealAll.tap();
      await expect(revealAll).toBeDisabled({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(scratch.frame.locator('.is-revealed')).toHaveCount(9);
    await expect(scratch.frame.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  });
});
