import { expect, test, type Page } from './journey-test';
import { screen } from './screens';

const DEMO_PLAYER = { email: 'demo@crowncasino.example', password: 'CrownDemo1!' };
const OPERATOR = { email: 'operator@crowncasino.example', password: 'CrownAdmin1!' };

/** The daily bonus opens by itself after a log-in: close it when it comes first. */
async function closeDailyBonusIfShown(page: Page) {
  const gift = page.getByTestId('promo-gift');
  const daily = page.getByTestId('daily-bonus');
  await expect(gift.or(daily)).toBeVisible({ timeout: 20_000 });
  if (await daily.isVisible()) await daily.getByRole('button', { name: 'Close' }).click();
}

test(
  'a guest opens a ?pc= link, logs in and claims the gift (desktop)',
  { tag: '@postgres' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/?pc=WELCOME10');
    await expect(page.getByTestId('landing-page')).toBeVisible();
    // The code is kept, not left in the address.
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('crown.pendingPromoCode'))).toBe(
      'WELCOME10',
    );

    await page
      .getByTestId('landing-page')
      .getByRole('button', { name: /log in/i })
      .click();
    const login = page.getByTestId('login-wizard');
    await login.getByLabel('Email*').fill(DEMO_PLAYER.email);
    await login.getByLabel('Password*', { exact: true }).fill(DEMO_PLAYER.password);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    // The header hides while a dialog is open, and the daily bonus may come before the gift.
    await closeDailyBonusIfShown(page);
    // Other journeys play as the demo player too: the gift is measured from the wallet found.
    const wallet = await (await page.request.get('/api/v2/user/get-wallet')).json();
    const before = Math.floor((wallet.data.userWallet.gcCoin as number) / 100);

    const gift = page.getByTestId('promo-gift');
    await expect(gift.getByRole('heading', { name: 'Claim Gift' })).toBeVisible();
    await expect(gift).toContainText('Enjoy your gift!');
    await expect(gift.getByTestId('promo-gift-rewards')).toHaveText(
      '10,000 Crown Coins10 Sweeps Coins',
    );
    await screen(page, 'promotions-gift-desktop');

    await gift.getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByTestId('coin-shower')).toBeAttached();
    await expect(gift).toBeHidden({ timeout: 5_000 });
    const daily = page.getByTestId('daily-bonus');
    const balance = page.getByTestId('balance-value');
    // The daily bonus comes back once the gift is gone, when it was not closed before.
    await expect(async () => {
      if (await daily.isVisible()) await daily.getByRole('button', { name: 'Close' }).click();
      await expect(balance).toHaveText((before + 10_000).toLocaleString('en-US'), {
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    expect(
      await page.evaluate(() => window.sessionStorage.getItem('crown.pendingPromoCode')),
    ).toBeNull();

    // Shown once: a reload brings no dialog back, and the server refuses a second claim.
    await page.reload();
    await expect(page.getByTestId('lobby-rows')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('promo-gift')).toHaveCount(0);
    const again = await page.request.post('/api/promotion/redeem-promo-code', {
      headers: { 'Idempotency-Key': `e2e-promo-again-${Date.now()}` },
      data: { promoCode: 'WELCOME10' },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).error.name).toBe('PromoCodeAlreadyUsedByUserError');

    // The Rewards page from the side menu, with the daily bonus and the promo code field.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: /Menu/ })
      .getByRole('button', { name: 'Rewards' })
      .click();
    const rewards = page.getByTestId('rewards-page');
    // The dialog's code loads on first use: give a busy machine time.
    await expect(rewards.getByRole('heading', { name: 'DAILY BONUS' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(rewards.getByRole('heading', { name: 'Promo code' })).toBeVisible();
    await screen(page, 'promotions-rewards-desktop');
  },
);

test('the Rewards page takes a promo code (phone)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const code = `PHONE${Date.now().toString(36).toUpperCase()}`;
  const operator = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await operator.request.post('/api/auth/sign-in', { data: OPERATOR });
  const created = await operator.request.post('/api/admin/promo-codes', {
    data: {
      code,
      title: 'Pocket gift',
      gcAmount: 5_000_00,
      scAmount: 0,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: null,
      totalLimit: 10,
      perPlayerLimit: 1,
      eligibility: { verifiedOnly: false, newPlayersMaxAgeDays: null, countryCodes: null },
    },
  });
  expect(created.status()).toBe(201);
  await operator.close();

  const signIn = await page.request.post('/api/auth/sign-in', { data: DEMO_PLAYER });
  expect(signIn.ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByTestId('lobby-rows')).toBeVisible({ timeout: 30_000 });
  const before = (await (await page.request.get('/api/v2/user/get-wallet')).json()).data.userWallet
    .gcCoin as number;

  await page.getByTestId('footer-nav').getByRole('button', { name: 'Rewards' }).click();
  const rewards = page.getByTestId('rewards-page');
  const field = rewards.getByLabel('Promo code');
  await expect(field).toBeVisible({ timeout: 30_000 });
  await field.fill('summer25');
  await rewards.getByRole('button', { name: 'Apply' }).click();
  await expect(rewards.getByRole('alert')).toHaveText('This promo code has already expired.');
  await screen(page, 'promotions-rewards-expired-phone');

  await field.fill(code.toLowerCase());
  await rewards.getByRole('button', { name: 'Apply' }).click();
  const gift = page.getByTestId('promo-gift');
  await expect(gift.getByRole('heading', { name: 'Claim Gift' })).toBeVisible();
  await expect(gift).toContainText('Pocket gift');
  await expect(gift.getByTestId('promo-gift-rewards')).toHaveText('5,000 Crown Coins');
  await screen(page, 'promotions-gift-phone');
  await gift.getByRole('button', { name: 'Claim' }).click();
  await expect(gift).toBeHidden({ timeout: 5_000 });
  const after = (await (await page.request.get('/api/v2/user/get-wallet')).json()).data.userWallet
    .gcCoin as number;
  expect(after - before).toBe(5_000_00);
  await expect(field).toHaveValue('');
});
