import { expect, test, type FrameLocator, type Page } from './journey-test';
import { signIn, walletOf } from './game-journey';
import { signInOperator } from './identity-steps';
import {
  choosePackage,
  clickWhenDrawn,
  enterCard,
  openAccountFromStore,
  openStore,
  paymentsFrame,
} from './store-steps';
import { screen } from './screens';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** The frame's sandbox attribute (payments §2): version 3 opens no pop-ups. */
const FRAME_SANDBOX = {
  3: 'allow-scripts allow-forms allow-same-origin allow-top-navigation',
  4: 'allow-scripts allow-forms allow-same-origin allow-top-navigation allow-popups',
} as const;

/** Chooses the package titled `title` and opens the payments frame in its sandboxed iframe. */
async function startPurchase(page: Page, title: string, version: 3 | 4 = 4): Promise<FrameLocator> {
  await choosePackage(page, title);
  await expect(page.getByTestId('payments-frame')).toHaveAttribute(
    'sandbox',
    FRAME_SANDBOX[version],
  );
  return paymentsFrame(page);
}

for (const viewport of VIEWPORTS) {
  test(
    `a player buys coins by card, with and without 3DS (${viewport.name})`,
    { tag: '@postgres' },
    async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // Card numbers are typed into the payments frame only: none may reach the casino's API.
      const apiBodies: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) {
          apiBodies.push(request.postData() ?? '');
        }
      });
      await signIn(page);
      const before = await walletOf(page);
      await page.goto('/');
      await openStore(page);
      await screen(page, `store-list-${viewport.name}`);

      // Approve card, frictionless.
      const frame = await startPurchase(page, 'Handful of Coins');
      await screen(page, `store-frame-${viewport.name}`);
      await enterCard(frame, '4111 1111 1111 1111');
      const success = page.getByTestId('purchase-success');
      await expect(success.getByRole('heading', { name: 'Purchase successful' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(success).toContainText('100,000 CC and 10 SC');
      await screen(page, `store-success-${viewport.name}`);
      const afterFirst = await walletOf(page);
      expect(afterFirst.gcCoin - before.gcCoin).toBe(100_000_00);
      expect(afterFirst.scCoin.psc - before.scCoin.psc).toBe(10_00);
      // The header shows whole GC, cut down (other journeys may leave the demo player a fraction).
      await expect(page.getByTestId('balance-value')).toHaveText(
        new Intl.NumberFormat('en-US').format(Math.floor(afterFirst.gcCoin / 100)),
      );
      await success.getByRole('button', { name: 'Close' }).click();

      // 3DS challenge card: the bank's page opens inside the frame; the player authenticates.
      const challengeFrame = await startPurchase(page, 'Pouch of Coins');
      await enterCard(challengeFrame, '4000 0000 0000 3220');
      const bank = challengeFrame.frameLocator('iframe.three-ds');
      await expect(bank.getByRole('button', { name: 'Authenticate' })).toBeVisible({
        timeout: 15_000,
      });
      await screen(page, `store-3ds-${viewport.name}`);
      await clickWhenDrawn(bank.getByRole('button', { name: 'Authenticate' }));
      await expect(page.getByTestId('purchase-success')).toBeVisible({ timeout: 20_000 });
      const afterSecond = await walletOf(page);
      expect(afterSecond.gcCoin - afterFirst.gcCoin).toBe(200_000_00);
      expect(afterSecond.scCoin.psc - afterFirst.scCoin.psc).toBe(20_00);
      await page.getByTestId('purchase-success').getByRole('button', { name: 'Close' }).click();

      // A declined card: the failed dialog with the provider code's words, coins untouched.
      const declinedFrame = await startPurchase(page, 'Starter Pack');
      await enterCard(declinedFrame, '4000 0000 0000 0002');
      const failed = page.getByTestId('purchase-failure');
      await expect(failed.getByRole('heading', { name: 'Transaction failed' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(failed).toContainText('Your card was declined by the bank');
      await screen(page, `store-declined-${viewport.name}`);
      expect(await walletOf(page)).toEqual(afterSecond);
      await failed.getByRole('button', { name: 'Close' }).click();
      await expect(
        page.getByText('The payment was not completed. You can try again.'),
      ).toBeVisible();

      for (const body of apiBodies) {
        expect(body).not.toMatch(/4111\s?1111|4000\s?0000|"cvv"/);
      }
    },
  );
}

test('a package with coin-back starts it: the success dialog says so and My Account lists it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/');
  await openStore(page);
  const frame = await startPurchase(page, 'Chest of Coins');
  await enterCard(frame, '4111 1111 1111 1111');
  const success = page.getByTestId('purchase-success');
  await expect(success.getByTestId('purchase-coin-back')).toHaveText(
    '5% coin-back is on for the next 24 hours: we return 5% of what you lose, at the end.',
    { timeout: 20_000 },
  );
  await screen(page, 'store-coin-back-success-desktop');
  await success.getByRole('button', { name: 'Close' }).click();
  await openAccountFromStore(page);
  const panel = page.getByTestId('coin-back');
  await expect(panel.getByRole('heading', { name: 'Coin-back' })).toBeVisible();
  const running = panel.getByTestId('coin-back-period').filter({ hasText: 'Running' });
  await expect(running.filter({ hasText: '5% coin-back' }).first()).toContainText(
    'Net loss so far:',
  );
  await panel.scrollIntoViewIfNeeded();
  await screen(page, 'store-coin-back-account-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await panel.scrollIntoViewIfNeeded();
  await screen(page, 'store-coin-back-account-phone');
});

test('payments frame version 3: the price alone in the frame, and the same card purchase', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const userId = (
    (await (await page.request.post('/api/auth/api-login')).json()) as {
      data: { userId: string };
    }
  ).data.userId;
  const operator = await signInOperator(test.info().project.use.baseURL);
  const override = `/api/admin/feature-flags/payments_app_version_web/overrides/${userId}`;
  expect((await operator.put(override, { data: { value: 3 } })).ok()).toBe(true);
  try {
    const before = await walletOf(page);
    await page.goto('/');
    await openStore(page);
    const frame = await startPurchase(page, 'Handful of Coins', 3);
    const src = new URL((await page.getByTestId('payments-frame').getAttribute('src')) ?? '');
    expect(src.searchParams.get('version')).toBe('3');
    expect(src.searchParams.has('package')).toBe(false);
    const summary = frame.getByRole('region', { name: 'Package' });
    await expect(summary.locator('.price')).toHaveText(/^\$\d/);
    await expect(summary.locator('.coins')).toHaveCount(0);
    await screen(page, 'store-frame-v3-desktop');
    await enterCard(frame, '4111 1111 1111 1111');
    const success = page.getByTestId('purchase-success');
    await expect(success.getByRole('heading', { name: 'Purchase successful' })).toBeVisible({
      timeout: 20_000,
    });
    const after = await walletOf(page);
    expect(after.gcCoin - before.gcCoin).toBe(100_000_00);
    expect(after.scCoin.psc - before.scCoin.psc).toBe(10_00);
  } finally {
    expect((await operator.delete(override)).ok()).toBe(true);
    await operator.dispose();
  }
});
