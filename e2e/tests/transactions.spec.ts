import { expect, test, type Page } from './journey-test';
import { signUpPastFirstDialogs } from './players';
import {
  choosePackage,
  chooseProviderTab,
  continueToProvider,
  enterCard,
  openStore,
  paymentsFrame,
} from './store-steps';
import { screen } from './screens';

async function buyByCard(page: Page, title: string) {
  const store = await openStore(page);
  await choosePackage(page, title);
  await enterCard(await paymentsFrame(page), '4111 1111 1111 1111');
  const success = page.getByTestId('purchase-success');
  await expect(success.getByRole('heading', { name: 'Purchase successful' })).toBeVisible({
    timeout: 20_000,
  });
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(success).toHaveCount(0);
  // Leave the store: the header comes back.
  await page.keyboard.press('Escape');
  await expect(store).toHaveCount(0);
}

async function openTransactions(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: /Menu/ })
    .getByRole('button', { name: 'My Account' })
    .click();
  const panel = page.getByTestId('transactions');
  await expect(panel.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  return panel;
}

test('a new player buys coins by card, leaves a bank purchase to expire, and sees both in Transactions', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpPastFirstDialogs(
    page,
    `transactions-${Date.now().toString(36)}@example.com`,
    'transactions-pass-1',
  );

  // Before any purchase the Purchases filter is empty.
  let panel = await openTransactions(page);
  await panel.getByRole('button', { name: 'Purchases' }).click();
  await expect(panel.getByTestId('transactions-empty')).toHaveText(
    'No transactions of this type in the last 14 days.',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('account-page')).toHaveCount(0);

  // A first purchase asks for the personal details first; nothing is sent while a field is wrong.
  const store = await openStore(page);
  await store
    .getByTestId('store-package')
    .filter({ has: page.getByRole('heading', { name: 'Handful of Coins' }) })
    .getByRole('button', { name: /^Buy / })
    .click();
  await expect(store.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await store.getByLabel('Date of birth').fill('1990-04-12');
  await store.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(store.getByText('First name is required')).toBeVisible();
  await expect(store.getByText('Date of birth must be in the format MM/DD/YYYY')).toBeVisible();
  await expect(store.getByLabel('First name')).toBeFocused();
  await screen(page, 'transactions-details-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screen(page, 'transactions-details-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await store.getByRole('button', { name: 'Back to store' }).click();

  // A bank purchase left on the bank's page: the player comes back to the casino without
  // choosing. The order expires a minute later (the journeys' setting, decision 207), and is
  // cancelled at the bank, while the player buys by card meanwhile.
  await choosePackage(page, 'Handful of Coins');
  await continueToProvider(await chooseProviderTab(page, 'Bank transfer'), 'Bank transfer');
  await expect(page.getByRole('heading', { name: 'Pay by bank' })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Buy coins' })).toBeVisible({ timeout: 30_000 });

  await buyByCard(page, 'Handful of Coins');

  // The expired order is the one the player left in process: the expired dialog says so.
  const expired = page.getByTestId('purchase-failure');
  await expect(expired.getByRole('heading', { name: 'Purchase expired' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(expired).toContainText(
    'This purchase was not paid in time, so we closed it. You were not charged.',
  );
  await screen(page, 'transactions-expired-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screen(page, 'transactions-expired-phone');
  await expired.getByRole('button', { name: 'Close' }).click();
  await expect(expired).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  panel = await openTransactions(page);
  const rows = panel.getByTestId('transaction-row');
  // The purchase moved two coins: two rows, whichever filter shows them; the expired order is a
  // third, with nothing charged.
  await expect(rows.filter({ hasText: 'Coin purchase' })).toHaveCount(3);
  await panel.getByRole('button', { name: 'Purchases' }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Coin purchase' })).toHaveCount(3);
  await expect(rows.filter({ hasText: '+100,000 CC' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '+10 SC' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Expired · not charged' })).toHaveCount(1);
  await panel.scrollIntoViewIfNeeded();
  await screen(page, 'transactions-desktop');

  // The same list on a phone, without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(3);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screen(page, 'transactions-phone');
  await panel.getByRole('button', { name: 'Games' }).click();
  await expect(panel.getByTestId('transactions-empty')).toBeVisible();
  await screen(page, 'transactions-phone-empty');
});
