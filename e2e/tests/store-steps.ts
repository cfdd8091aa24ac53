import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** Opens the store from the header's plus button and waits for its packages. */
export async function openStore(page: Page) {
  await page.getByRole('button', { name: 'Buy coins' }).click();
  const store = page.getByRole('dialog', { name: 'Store' });
  await expect(store.getByTestId('store-package').first()).toBeVisible({ timeout: 30_000 });
  return store;
}

/**
 * Fills the personal-details form a first purchase asks for (a new player's profile lacks the
 * address and date of birth) and continues to the order summary.
 */
export async function fillPersonalDetails(page: Page) {
  const store = page.getByRole('dialog', { name: 'Store' });
  await expect(store.getByRole('heading', { name: 'Personal details' })).toBeVisible({
    timeout: 30_000,
  });
  await store.getByLabel('Title').selectOption('Ms.');
  await store.getByLabel('First name').fill('Ada');
  await store.getByLabel('Last name').fill('Player');
  await store.getByLabel('Date of birth').fill('04/12/1990');
  await store.getByLabel('Street').fill('1 Main St');
  await store.getByLabel('City').fill('Newark');
  await store.getByLabel('State or territory').selectOption('NJ');
  await store.getByLabel('Postal code').fill('07102');
  await store.getByRole('button', { name: 'Continue', exact: true }).click();
}

/**
 * Buys the package titled `title` as far as its order summary (through the personal details
 * when the profile lacks them), then continues to payment.
 */
export async function choosePackage(page: Page, title: string) {
  const store = page.getByRole('dialog', { name: 'Store' });
  await store
    .getByTestId('store-package')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .getByRole('button', { name: /^Buy / })
    .click();
  const firstStep = store.getByRole('heading', { name: /^(Order summary|Personal details)$/ });
  await expect(firstStep).toBeVisible();
  if ((await firstStep.textContent()) === 'Personal details') await fillPersonalDetails(page);
  await expect(store.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await store.getByRole('button', { name: 'Continue to payment' }).click();
}

/** The payments frame, once its card form shows. */
export async function paymentsFrame(page: Page): Promise<FrameLocator> {
  const frame = page.frameLocator('[data-testid="payments-frame"]');
  await expect(frame.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
  await frameUncovered(page);
  return frame;
}

/**
 * Waits until the store takes its loading cover off the payments frame. The frame's form can
 * be filled before then, but a click on it lands on the cover, which lies in the page, outside
 * the frame where Playwright checks what a click would hit: a slow machine lost a Pay click so.
 */
export async function frameUncovered(page: Page): Promise<void> {
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading the secure payment page' }),
  ).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Clicks a control inside the payments frame once the browser has drawn it. The frame runs in a
 * process of its own (it is sandboxed), and the browser routes a click by the last picture it
 * drew: a click sent after the frame laid the control out but before that picture reached the
 * screen hits the older one and does nothing. So the control must lie wholly on screen (the host
 * resizes the frame to each step's height), and two animation frames must pass in the frame and
 * in the page.
 */
export async function clickWhenDrawn(control: Locator) {
  await expect(control).toBeInViewport({ ratio: 1, timeout: 15_000 });
  const twoFrames = () =>
    new Promise<void>((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    });
  await control.evaluate(twoFrames);
  await control.page().evaluate(twoFrames);
  await control.click();
}

export type TProviderMethod = 'Bank transfer' | 'Skrill';

/** In the payments frame: picks the bank or Skrill tab; answers the frame. */
export async function chooseProviderTab(page: Page, method: TProviderMethod) {
  const frame = await paymentsFrame(page);
  await clickWhenDrawn(frame.getByRole('button', { name: method, exact: true }));
  await expect(frame.getByRole('button', { name: method, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return frame;
}

/** Leaves the frame for the provider's page, which takes the whole window. */
export async function continueToProvider(frame: FrameLocator, method: TProviderMethod) {
  await clickWhenDrawn(
    frame.getByRole('button', {
      name: method === 'Skrill' ? 'Continue to Skrill' : 'Continue to your bank',
    }),
  );
}

/**
 * Ticks "Save this card for next time". The frame's own stability check cannot see the host move
 * the frame (it resizes it to each step's height), so a click that lands while it moves is tried
 * again until the box is ticked.
 */
export async function keepCard(frame: FrameLocator) {
  const box = frame.getByLabel('Save this card for next time');
  await expect(async () => {
    await box.check();
    await expect(box).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Types a published sandbox test card into the payments frame, kept for next time if asked, and
 * pays.
 */
export async function enterCard(
  frame: FrameLocator,
  cardNumber: string,
  options: { isKept?: boolean } = {},
) {
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/31');
  await frame.getByLabel('CVV').fill('123');
  await frame.getByLabel('Name on card').fill('Ada Player');
  if (options.isKept) await keepCard(frame);
  await clickWhenDrawn(frame.getByRole('button', { name: /^Pay \$/ }));
}

/** My Account from the side menu, the store closed first (Escape); answers the account page. */
export async function openAccountFromStore(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Store' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: /Menu/ })
    .getByRole('button', { name: 'My Account' })
    .click();
  return page.getByTestId('account-page');
}
