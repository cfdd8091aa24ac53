import { expect, test, type Page } from './journey-test';
import { signInOperator, signUpSignedIn } from './identity-steps';
import { logInThroughDialog } from './players';
import { screen } from './screens';

const PASSWORD = 'onboarding-pass-1';

/** The tutorial's tip: a modal dialog named by its title, with one button. */
function tip(page: Page, title: string) {
  return page.getByTestId('onboarding').getByRole('dialog', { name: title });
}

/** A new player with ftue_enabled turned on for them alone (default off, decision 118). */
async function newPlayerWithTutorial(page: Page, baseURL: string | undefined, email: string) {
  const userId = await signUpSignedIn(page, email, PASSWORD);
  const operator = await signInOperator(baseURL);
  const flag = await operator.put(`/api/admin/feature-flags/ftue_enabled/overrides/${userId}`, {
    headers: { 'idempotency-key': `e2e-ftue-${userId}` },
    data: { value: true },
  });
  expect(flag.ok(), await flag.text()).toBe(true);
  await operator.dispose();
}

async function isOnboardingCompleted(page: Page): Promise<boolean> {
  const profile = await page.request.get('/api/user/profile');
  return ((await profile.json()) as { data: { isOnboardingCompleted: boolean } }).data
    .isOnboardingCompleted;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`a new player finishes the tutorial and starts the second game of the first row (${viewport.name})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = `onboarding-${viewport.name}-${Date.now().toString(36)}@example.com`;
    await newPlayerWithTutorial(page, baseURL, email);
    await logInThroughDialog(page, email, PASSWORD);

    // SOCIAL_COIN: the first feature after the log-in, over the coin switcher.
    const social = tip(page, 'Crown Coins');
    await expect(social).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(social.getByRole('button', { name: 'GREAT' })).toBeFocused();
    await expect(page.getByTestId('onboarding')).toHaveAttribute('data-step-target', 'coin-GC');
    await screen(page, `onboarding-1-social-coin-${viewport.name}`);
    // Escape does not skip it (the spec lets Escape close only the mini store).
    await page.keyboard.press('Escape');
    await expect(social).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-coin', 'GC');
    await social.getByRole('button', { name: 'GREAT' }).click();

    // SWEEP_COIN, shown in SC: AWESOME opens the side menu at Redeem.
    const sweep = tip(page, 'Sweeps Coins');
    await expect(sweep).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-coin', 'SC');
    await screen(page, `onboarding-2-sweep-coin-${viewport.name}`);
    await sweep.getByRole('button', { name: 'AWESOME' }).click();

    // REDEEM and REWARDS point inside the side menu, which stays open (Escape included).
    const redeem = tip(page, 'Redeem');
    await expect(redeem).toBeVisible();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await screen(page, `onboarding-3-redeem-${viewport.name}`);
    await redeem.getByRole('button', { name: 'GOT IT' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-coin', 'GC');
    const rewards = tip(page, 'Rewards');
    await expect(rewards).toBeVisible();
    await screen(page, `onboarding-4-rewards-${viewport.name}`);
    await rewards.getByRole('button', { name: 'EXCITING!' }).click();
    await expect(page.getByTestId('side-menu')).toBeHidden();

    // DAILY_BONUS: a first claim (day 0), so the daily bonus opens inside the tutorial.
    const daily = page.getByTestId('daily-bonus');
    await expect(daily.getByTestId('day-card-1')).toHaveAttribute('data-state', 'claimable');
    await screen(page, `onboarding-5-daily-bonus-${viewport.name}`);
    await daily.getByTestId('day-card-1').click();
    await expect(daily).toBeHidden({ timeout: 5_000 });

    // START_GAME: the second game of the first row, LET'S PLAY! and PLAY NOW.
    const start = tip(page, "LET'S PLAY!");
    await expect(start).toBeVisible();
    await expect(start).toContainText('Click on the game and have fun!');
    const firstRow = page.getByTestId('lobby-rows').locator('.category-row').first();
    const secondGame = firstRow.locator('.game-slot').nth(1);
    await expect(secondGame).toHaveAttribute('data-onboarding-target', 'start-game');
    const gameHref = await secondGame.locator('a').getAttribute('href');
    expect(gameHref).toMatch(/^\/games\/\d+/);
    await screen(page, `onboarding-6-start-game-${viewport.name}`);
    expect(await isOnboardingCompleted(page)).toBe(false);
    if (viewport.name === 'desktop') {
      await start.getByRole('button', { name: 'PLAY NOW' }).click();
    } else {
      // The spotlit game itself takes the click through the overlay.
      await secondGame.locator('a').click();
    }
    await expect(page).toHaveURL(new RegExp(`${gameHref}`), { timeout: 15_000 });
    await expect(page.getByTestId('onboarding')).toHaveCount(0);
    await expect.poll(() => isOnboardingCompleted(page)).toBe(true);

    // Never again: not after a reload, not after the next log-in.
    await page.goto('/');
    await expect(page.getByTestId('lobby-page')).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByTestId('lobby-page')).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(2_500);
    await expect(page.getByTestId('onboarding')).toHaveCount(0);
    await logInThroughDialog(page, email, PASSWORD);
    // The feature manager reads its features within 1-4 s of the log-in.
    await page.waitForTimeout(5_000);
    await expect(page.getByTestId('onboarding')).toHaveCount(0);
    await screen(page, `onboarding-7-after-${viewport.name}`);
  });
}
