import { expect, test, type Page } from './journey-test';
import { followVerificationLink, signUpVerified } from './players';
import { fillPersonalDetails } from './store-steps';
import { screen } from './screens';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

/** The sign-up wizard up to the verification mail, which the outbox link then verifies. */
async function signUpAndVerify(page: Page, email: string) {
  await page.goto('/');
  await page
    .getByTestId('landing-page')
    .getByRole('button', { name: /sign up/i })
    .click();
  const privacy = page.getByTestId('signup-privacy');
  await privacy.getByLabel('I am 18 years old and not a resident of an excluded territory').check();
  await privacy.getByRole('checkbox').nth(1).check();
  await privacy.getByRole('button', { name: 'Accept' }).click();
  await page
    .getByTestId('signup-options')
    .getByRole('button', { name: 'Sign Up with Email' })
    .click();
  const register = page.getByTestId('signup-register');
  await register.getByLabel('Email*').fill(email);
  await register.getByLabel('Password*', { exact: true }).fill('bonus-pass-1');
  await register.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByTestId('email-verification')).toBeVisible();

  await (await followVerificationLink(page.context(), email)).close();
  await expect(page.getByTestId('verification-success')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
}

for (const viewport of VIEWPORTS) {
  test(
    `a new player gets the welcome bonus, then claims the daily bonus (${viewport.name})`,
    { tag: '@postgres' },
    async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const email = `bonus-${viewport.name}-${Date.now().toString(36)}@example.com`;
      await signUpAndVerify(page, email);

      const welcome = page.getByTestId('welcome-bonus');
      await expect(
        welcome.getByRole('heading', { name: 'Welcome to Crown Casino!' }),
      ).toBeVisible();
      await expect(welcome).toContainText('100,000 Crown Coins');
      await expect(welcome).toContainText('2 Sweeps Coins');
      await screen(page, `bonuses-welcome-${viewport.name}`);
      await welcome.getByRole('button', { name: "Let's Play" }).click();

      const settings = page.getByTestId('choose-settings');
      await expect(settings).toBeVisible();
      await settings.getByRole('button', { name: 'DONE' }).click();
      await expect(page.getByTestId('lobby-page')).toBeVisible({ timeout: 15_000 });

      // The bonus is in the wallet, on the server and in the header.
      const wallet = await (await page.request.get('/api/v2/user/get-wallet')).json();
      expect(wallet.data.userWallet).toMatchObject({
        gcCoin: 100_000_00,
        scCoin: { bsc: 2_00, psc: 0, wsc: 0 },
      });
      await expect(page.getByTestId('balance-value')).toHaveText('100,000', { timeout: 10_000 });

      // Once after the log-in the daily bonus opens by itself: day 1 is there to collect.
      const daily = page.getByTestId('daily-bonus');
      await expect(daily.getByRole('heading', { name: 'DAILY BONUS' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(daily.getByTestId('daily-bonus-footer')).toHaveText(
        'TAP TO COLLECT YOUR DAILY BONUS',
      );
      await expect(daily.getByTestId('monthly-progress-count')).toHaveText('0/30');
      await expect(daily.getByTestId('day-card-1')).toHaveAttribute('data-state', 'claimable');
      await screen(page, `bonuses-daily-${viewport.name}`);

      await daily.getByTestId('day-card-1').click();
      await expect(page.getByTestId('coin-shower')).toBeAttached();
      await expect(daily.getByTestId('daily-bonus-footer')).toHaveText(/^NEXT IN: \d\d:\d\d:\d\d$/);
      // The dialog closes 1.5 s after the claim: the picture is taken at once.
      await screen(page, `bonuses-daily-claimed-${viewport.name}`, { settleMs: 0 });
      await expect(daily).toBeHidden({ timeout: 5_000 });
      await expect(page.getByTestId('balance-value')).toHaveText('105,000', { timeout: 10_000 });

      // The server refuses a second claim today and moves nothing.
      const again = await page.request.post('/api/v2/user/daily-bonus');
      expect(again.status()).toBe(409);
      const after = await (await page.request.get('/api/v2/user/get-wallet')).json();
      expect(after.data.userWallet.gcCoin).toBe(105_000_00);
    },
  );
}

const OPERATOR = { email: 'operator@crowncasino.example', password: 'CrownAdmin1!' };

/** Opens Crown Sevens past its Play screen; answers its spin button. */
async function openCrownSevens(page: Page) {
  const search = await page.request.get('/api/games/search?limit=0&page=1&text=Crown%20Sevens');
  const game = (
    (await search.json()).data.rows as { masterCasinoGameId: number; name: string }[]
  ).find((row) => row.name === 'Crown Sevens');
  await page.goto(`/games/${game?.masterCasinoGameId}`);
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  await frame.getByRole('button', { name: 'Play', exact: true }).click();
  return frame.getByTestId('spin');
}

test('a player who runs low on Crown Coins after a round claims the refill', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = `refill-${Date.now().toString(36)}@example.com`;
  await signUpVerified(page, email, 'refill-pass-1');
  await page.request.post('/api/auth/sign-in', { data: { email, password: 'refill-pass-1' } });
  const userId = (await (await page.request.post('/api/auth/api-login')).json()).data
    .userId as string;

  // The operator leaves the player 200 CC: enough for a round, below the 1,000 CC threshold.
  const operator = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await operator.request.post('/api/auth/sign-in', { data: OPERATOR });
  const grant = await operator.request.post('/api/admin/ledger/corrections', {
    headers: { 'Idempotency-Key': `e2e-refill-${userId}` },
    data: { userId, coin: 'GC', direction: 'credit', amountMinor: 200_00, reason: 'e2e refill' },
  });
  expect(grant.ok()).toBe(true);
  await operator.close();

  const spin = await openCrownSevens(page);
  await expect(spin).toBeEnabled();
  await spin.click();

  const popup = page.getByTestId('out-of-coins');
  await expect(popup.getByRole('heading', { name: 'OUT OF COINS?' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(popup).toContainText('GRAB YOUR FREE CROWN COINS AND KEEP SPINNING!');
  await expect(popup.getByTestId('refill-amount')).toHaveText('5,000');
  await screen(page, 'bonuses-refill-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await screen(page, 'bonuses-refill-mobile');
  const before = (await (await page.request.get('/api/v2/user/get-wallet')).json()).data.userWallet
    .gcCoin as number;
  await popup.getByRole('button', { name: 'CLAIM' }).click();
  await expect(popup).toBeHidden({ timeout: 5_000 });
  const after = (await (await page.request.get('/api/v2/user/get-wallet')).json()).data.userWallet
    .gcCoin as number;
  expect(after).toBe(before + 5_000_00);

  // Farming is refused: the balance is no longer low, and the cooldown runs anyway.
  const again = await page.request.post('/api/v2/user/claim-refill-bonus');
  expect(again.status()).toBe(409);
});

test('with no refill configured, a round that leaves the player low opens the mini store', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = `ministore-${Date.now().toString(36)}@example.com`;
  await signUpVerified(page, email, 'ministore-pass-1');
  await page.request.post('/api/auth/sign-in', {
    data: { email, password: 'ministore-pass-1' },
  });
  const userId = (await (await page.request.post('/api/auth/api-login')).json()).data
    .userId as string;

  // The operator turns the refill off for the moment (restored below) and leaves the player
  // just above the 1,000 CC threshold, so a losing round crosses it (the low_balance push).
  const operator = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await operator.request.post('/api/auth/sign-in', { data: OPERATOR });
  const setReward = (value: number) =>
    operator.request.put('/api/admin/configs/low_balance_cc_reward', { data: { value } });
  expect((await setReward(0)).ok()).toBe(true);
  try {
    const grant = await operator.request.post('/api/admin/ledger/corrections', {
      headers: { 'Idempotency-Key': `e2e-ministore-${userId}` },
      data: { userId, coin: 'GC', direction: 'credit', amountMinor: 1_000_50, reason: 'e2e' },
    });
    expect(grant.ok()).toBe(true);

    const spin = await openCrownSevens(page);
    const mini = page.getByTestId('mini-store');
    // A winning round keeps the player above the threshold: the operator takes the win back, so
    // every round starts 0.50 CC above it, and spins until a losing one crosses it.
    for (let round = 0; round < 20 && !(await mini.isVisible()); round += 1) {
      await expect(spin).toBeEnabled({ timeout: 30_000 });
      await spin.click();
      await expect(spin).toBeEnabled({ timeout: 30_000 });
      await mini.waitFor({ timeout: 8_000 }).catch(() => undefined);
      const gcCoin = (await (await page.request.get('/api/v2/user/get-wallet')).json()).data
        .userWallet.gcCoin as number;
      if (!(await mini.isVisible()) && gcCoin > 1_000_50) {
        const takeBack = await operator.request.post('/api/admin/ledger/corrections', {
          headers: { 'Idempotency-Key': `e2e-ministore-${userId}-${round}` },
          data: {
            userId,
            coin: 'GC',
            direction: 'debit',
            amountMinor: gcCoin - 1_000_50,
            reason: 'e2e: back to just above the threshold',
          },
        });
        expect(takeBack.ok()).toBe(true);
      }
    }
    await expect(mini.getByRole('heading', { name: 'Running low on coins?' })).toBeVisible();
    await expect(mini.getByTestId('store-package')).toHaveCount(3);
    await expect(page.getByTestId('out-of-coins')).toHaveCount(0);
    await screen(page, 'bonuses-mini-store-desktop');
    await page.setViewportSize({ width: 375, height: 812 });
    await screen(page, 'bonuses-mini-store-mobile');

    // A package leads to its order summary in the store, after the personal details a new
    // player's first purchase asks for.
    const first = mini.getByTestId('store-package').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: /^Buy / }).click();
    const store = page.getByRole('dialog', { name: 'Store' });
    await fillPersonalDetails(page);
    await expect(store.getByRole('button', { name: 'Continue to payment' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(store).toContainText(title);
    await screen(page, 'bonuses-mini-store-order-mobile');
  } finally {
    expect((await setReward(500_000)).ok()).toBe(true);
    await operator.close();
  }
});
