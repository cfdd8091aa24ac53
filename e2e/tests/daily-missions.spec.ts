import { expect, test, type Page } from './journey-test';
import { findGameId, formatGc, playWholeRound, walletOf } from './game-journey';
import { signUpPastFirstDialogs } from './players';
import { screen } from './screens';

interface MissionsState {
  gcMissions: { id: number; order: number; status: string; progress: number }[];
  gcRewards: { id: number }[];
}

async function missionsOf(page: Page): Promise<MissionsState> {
  const response = await page.request.get('/api/v2/daily-missions');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: MissionsState }).data;
}

/** The first GC mission of the demo plan (SPIN_X_TIMES, goal 10), as the server counts it. */
async function firstMissionProgress(page: Page): Promise<number> {
  const state = await missionsOf(page);
  return state.gcMissions.find((mission) => mission.order === 1)?.progress ?? -1;
}

async function playGcRounds(page: Page, gameId: number, count: number) {
  for (let round = 0; round < count; round += 1) {
    await playWholeRound(page, gameId, `e2e-missions-${Date.now()}-${round}`);
  }
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const) {
  test(`a new player plays, watches the mission move, completes it and claims the reward (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = (step: string) =>
      screen(page, `missions-ui-${viewport.name}-${step}`, { settleMs: 0 });
    const email = `missions-${viewport.name}-${Date.now().toString(36)}@example.com`;
    await signUpPastFirstDialogs(page, email, 'missions-pass-1');
    // A new player starts with no coins: today's daily bonus pays the rounds to come.
    expect((await page.request.post('/api/v2/user/daily-bonus')).ok()).toBe(true);
    expect((await walletOf(page)).gcCoin).toBeGreaterThan(0);

    // The lobby shows the first GC mission as a progress bar under the banner.
    const bar = page.getByRole('region', { name: 'Daily Missions' });
    await expect(bar).toBeVisible({ timeout: 30_000 });
    await expect(bar.getByTestId('mission-bar-goal')).toHaveText('Spin 10 times');
    await expect(bar.getByTestId('mission-progress-text')).toHaveText('0 / 10');
    await shot('lobby-active');

    // One round through the game itself, then back to the lobby: the bar has moved.
    const gameId = await findGameId(page, 'Crown Sevens');
    await page.goto(`/games/${gameId}`);
    const frame = page.frameLocator('[data-testid="game-iframe"]');
    await frame.getByRole('button', { name: 'Play', exact: true }).click();
    const spin = frame.getByTestId('spin');
    await expect(spin).toBeEnabled({ timeout: 30_000 });
    await spin.click();
    await expect(spin).not.toHaveClass(/is-spinning/, { timeout: 60_000 });
    await expect.poll(() => firstMissionProgress(page), { timeout: 30_000 }).toBe(1);
    await page.getByRole('link', { name: 'Back to lobby' }).click();
    await expect(bar.getByTestId('mission-progress-text')).toHaveText('1 / 10');
    await expect(bar.getByRole('progressbar', { name: 'Mission progress' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );

    // The dialog of the ACTIVE mission, reached from the bar with the keyboard.
    await bar.getByRole('button', { name: 'See mission' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Daily Mission' });
    await expect(dialog.getByRole('heading', { name: 'Daily Mission' })).toBeVisible();
    await expect(dialog.getByTestId('mission-dialog-timer')).toHaveText(/^Ends in \d\d:\d\d:\d\d$/);
    await shot('dialog-active');
    await dialog.getByRole('button', { name: 'Awesome!' }).click();
    await expect(dialog).toHaveCount(0);

    // Nine more rounds complete the mission; the lobby offers its gift.
    await playGcRounds(page, gameId, 9);
    await expect
      .poll(async () => (await missionsOf(page)).gcRewards.length, { timeout: 30_000 })
      .toBe(1);
    await page.goto('/');
    await expect(bar).toHaveAttribute('data-status', 'COMPLETED', { timeout: 30_000 });
    await expect(bar).toContainText('5,000 CC');
    await shot('lobby-completed');

    const before = await walletOf(page);
    await expect(page.getByTestId('balance-value')).toHaveText(formatGc(before.gcCoin));
    await bar.getByRole('button', { name: 'Open your gift' }).click();
    const gift = page.getByRole('dialog', { name: 'Well Done!' });
    await expect(gift.getByRole('heading', { name: 'Well Done!' })).toBeVisible();
    await expect(gift).toContainText('Mission complete: Spin 10 times');
    await shot('gift');
    await gift.getByRole('button', { name: 'Claim' }).click();
    await expect(gift).toHaveCount(0, { timeout: 10_000 });

    // Paid once, through the ledger: 5,000 CC more, shown in the header.
    const after = await walletOf(page);
    expect(after.gcCoin - before.gcCoin).toBe(5_000_00);
    await expect(page.getByTestId('balance-value')).toHaveText(formatGc(after.gcCoin));
    const first = (await missionsOf(page)).gcMissions.find((mission) => mission.order === 1);
    const again = await page.request.post(`/api/v2/daily-missions/${first?.id}/claim`);
    expect(again.status()).toBe(409);
    expect((await walletOf(page)).gcCoin).toBe(after.gcCoin);

    // The next mission is the bar's now; the SC theme shows the SC missions in green.
    await expect(bar.getByTestId('mission-bar-goal')).toHaveText('Bet a total of 20,000 CC');
    await page.getByRole('radio', { name: 'SC' }).click();
    await expect(bar.getByTestId('mission-bar-goal')).toHaveText('Spin 5 times');
    await shot('lobby-sc');

    // The Rewards page has the mission of the header's coin among its sections.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: /Menu/ })
      .getByRole('button', { name: 'Rewards' })
      .click();
    const entry = page.getByTestId('daily-mission-entry');
    // The page's code loads on first use: give a busy machine time.
    await expect(entry.getByRole('heading', { name: 'Daily Missions' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(entry.getByTestId('mission-bar-goal')).toHaveText('Spin 5 times');
    await entry.getByRole('button', { name: 'See mission' }).click();
    await expect(page.getByRole('dialog', { name: 'Daily Mission' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Daily Mission' })).toHaveCount(0);
    await shot('rewards');
  });
}
