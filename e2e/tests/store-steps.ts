import { expect, type FrameLocator, type Page } from '@playwright/test';

/** Opens the store from the header's plus button and waits for its packages. */
export async function openStore(page: Page) {
  await page.getByRole('button', { name: 'Buy coins' }).click();
  const store = page.getByRole('dialog', { name: 'Store' });
  await expect(store.getByTestId('store-package').first()).toBeVisible({ timeout: 30_000 });
  return store;
}

/** Buys the package titled `title` as far as its order summary, then continues to payment. */
export async function choosePackage(page: Page, title: string) {
  const store = page.getByRole('dialog', { name: 'Store' });
  await store
    .getByTestId('store-package')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .getByRole('button', { name: /^Buy / })
    .click();
  await expect(store.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await store.getByRole('button', { name: 'Continue to payment' }).click();
}

/** The payments frame, once its card form shows. */
export async function paymentsFrame(page: Page): Promise<FrameLocator> {
  const frame = page.frameLocator('[data-testid="payments-frame"]');
  await expect(frame.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
  return frame;
}

/** Types a published sandbox test card into the payments frame and pays. */
export async function enterCard(frame: FrameLocator, cardNumber: string) {
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/31');
  await frame.getByLabel('CVV').fill('123');
  await frame.getByLabel('Name on card').fill('Ada Player');
  await frame.getByRole('button', { name: /^Pay \$/ }).click();
}
