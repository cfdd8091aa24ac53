import { expect, test, type Page } from './journey-test';
import { signUpPastFirstDialogs } from './players';
import { choosePackage, openStore } from './store-steps';
import { screen } from './screens';

async function openAccount(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: /Menu/ })
    .getByRole('button', { name: 'My Account' })
    .click();
  const panel = page.getByTestId('purchase-limits');
  await expect(panel.getByRole('heading', { name: 'Purchase limits' })).toBeVisible();
  return panel;
}

async function walletOf(page: Page): Promise<unknown> {
  const body = (await (await page.request.get('/api/v2/user/get-wallet')).json()) as {
    data: { userWallet: unknown };
  };
  return body.data.userWallet;
}

test('purchase limits: lowered at once, raised after cooling-off, refusing purchases', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpPastFirstDialogs(
    page,
    `limits-${Date.now().toString(36)}@example.com`,
    'limits-pass-1',
  );

  // Lowering applies at once.
  const panel = await openAccount(page);
  const daily = panel
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: 'Daily limit' }) });
  await expect(daily.getByRole('textbox')).toHaveValue('500');
  await daily.getByRole('textbox').fill('5');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily).toContainText('$0.00 of $5.00 used');

  // A raise is spelled out, then waits for the cooling-off period.
  await daily.getByRole('textbox').fill('50');
  await daily.getByRole('button', { name: 'Save' }).click();
  const increase = page.getByTestId('purchase-limit-increase');
  await expect(increase.getByRole('heading', { name: 'Raise your purchase limit?' })).toBeVisible();
  await expect(increase).toContainText(
    'Your daily limit stays at $5.00 for a cooling-off period of 24 hours, then rises to $50.00.',
  );
  await screen(page, 'purchase-limits-increase-desktop');
  await increase.getByRole('button', { name: 'Raise my limit' }).click();
  await expect(panel.getByTestId('purchase-limit-pending-daily')).toContainText(
    'Rises to $50.00 on',
  );
  await expect(daily).toContainText('$0.00 of $5.00 used');
  await panel.scrollIntoViewIfNeeded();
  await screen(page, 'purchase-limits-account-desktop');
  await page.keyboard.press('Escape');

  // The first-purchase offer waits for the player: the gift variant.
  const before = await walletOf(page);
  await openStore(page);
  await choosePackage(page, 'Welcome Offer');
  const gift = page.getByTestId('purchase-limit-gift');
  await expect(gift.getByRole('heading', { name: 'Your offer will wait for you' })).toBeVisible();
  await expect(page.getByTestId('payments-frame')).toHaveCount(0);
  await screen(page, 'purchase-limits-gift-desktop');
  await gift.getByRole('button', { name: 'Back to store' }).click();
  await expect(gift).toHaveCount(0);
  await page
    .getByRole('dialog', { name: 'Store' })
    .getByRole('button', { name: 'Back to store' })
    .click();

  // The helper refuses a package past the limit before the payments frame opens.
  await choosePackage(page, 'Handful of Coins');
  const exceeded = page.getByTestId('purchase-limit-exceeded');
  await expect(exceeded.getByRole('heading', { name: 'Purchase limit reached' })).toBeVisible();
  await expect(exceeded).toContainText(
    'This purchase would take you past your daily purchase limit of $5.00. You can spend $5.00 more in this period.',
  );
  await expect(page.getByTestId('payments-frame')).toHaveCount(0);
  await screen(page, 'purchase-limits-exceeded-desktop');
  expect(await walletOf(page)).toEqual(before);

  // Manage limits leads to the limits in My Account.
  await exceeded.getByRole('button', { name: 'Manage limits' }).click();
  await expect(page.getByTestId('purchase-limits')).toContainText('$0.00 of $5.00 used');

  // The same screens on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('purchase-limits').scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screen(page, 'purchase-limits-account-phone');
  await page.keyboard.press('Escape');
  await openStore(page);
  await choosePackage(page, 'Handful of Coins');
  await expect(exceeded).toBeVisible();
  await screen(page, 'purchase-limits-exceeded-phone');
});
