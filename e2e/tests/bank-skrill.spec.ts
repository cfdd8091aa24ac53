import { expect, test, type Page } from './journey-test';
import { signIn, walletOf } from './game-journey';
import {
  choosePackage,
  chooseProviderTab,
  continueToProvider,
  openStore,
  type TProviderMethod,
} from './store-steps';
import { screen } from './screens';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

/** The package bought by Skrill: 100,000 CC and 10 SC. */
const PACKAGE = 'Handful of Coins';
const GC_MINOR = 100_000_00;
const SC_MINOR = 10_00;
/** The package bought by bank: 525,000 CC and 50 SC, with a coin-back bundle. */
const COIN_BACK_PACKAGE = 'Chest of Coins';
const COIN_BACK_GC_MINOR = 525_000_00;
const COIN_BACK_SC_MINOR = 50_00;

/** From the lobby to the provider's page: store, package, the method's tab, continue. */
async function goToProvider(
  page: Page,
  method: TProviderMethod,
  picture?: string,
  pack: string = PACKAGE,
) {
  await openStore(page);
  await choosePackage(page, pack);
  const frame = await chooseProviderTab(page, method);
  if (picture) await screen(page, `bank-skrill-${picture}`);
  await continueToProvider(frame, method);
}

/** Waits until the player is back on `/` and the return parameters are gone. */
async function expectBackClean(page: Page) {
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('method'), {
    timeout: 45_000,
  });
}

for (const viewport of VIEWPORTS) {
  test(`a player buys coins by bank and by Skrill (${viewport.name})`, async ({ page }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const returns: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('type=purchase')) {
        returns.push(frame.url());
      }
    });
    await signIn(page);
    const before = await walletOf(page);
    await page.goto('/');

    // Bank: the whole window goes to the bank's page; the payer completes the payment there.
    // The package carries a coin-back bundle: the success back on the site says it started.
    await goToProvider(page, 'Bank transfer', `frame-bank-${viewport.name}`, COIN_BACK_PACKAGE);
    await expect(page.getByRole('heading', { name: 'Pay by bank' })).toBeVisible({
      timeout: 30_000,
    });
    await screen(page, `bank-skrill-bank-page-${viewport.name}`);
    await page.getByRole('button', { name: 'Complete payment' }).click();
    const success = page.getByTestId('purchase-success');
    await expect(success.getByRole('heading', { name: 'Purchase successful' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(success).toContainText('525,000 CC and 50 SC');
    await expect(success.getByTestId('purchase-coin-back')).toHaveText(
      '5% coin-back is on for the next 24 hours: we return 5% of what you lose, at the end.',
    );
    await expectBackClean(page);
    await screen(page, `bank-skrill-bank-success-${viewport.name}`);
    expect(returns.at(-1)).toContain('method=bank');
    expect(returns.at(-1)).toContain('status=complete');
    const afterBank = await walletOf(page);
    expect(afterBank.gcCoin - before.gcCoin).toBe(COIN_BACK_GC_MINOR);
    expect(afterBank.scCoin.psc - before.scCoin.psc).toBe(COIN_BACK_SC_MINOR);
    await success.getByRole('button', { name: 'Close' }).click();

    // The same return again (a reload, a back button): nothing more is credited.
    const bankReturn = returns.at(-1) ?? '';
    await page.goto(bankReturn);
    await expectBackClean(page);
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('purchase-success')).toHaveCount(0);
    expect(await walletOf(page)).toEqual(afterBank);

    // Skrill, cancelled: back on the site with nothing bought and no dialog.
    await goToProvider(page, 'Skrill', `frame-skrill-${viewport.name}`);
    await expect(page.getByRole('heading', { name: 'Pay with Skrill' })).toBeVisible({
      timeout: 30_000,
    });
    await screen(page, `bank-skrill-skrill-page-${viewport.name}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectBackClean(page);
    expect(returns.at(-1)).toContain('status=cancelled');
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('purchase-success')).toHaveCount(0);
    await expect(page.getByTestId('purchase-failure')).toHaveCount(0);
    expect(await walletOf(page)).toEqual(afterBank);

    // Skrill again, completed.
    await goToProvider(page, 'Skrill');
    await expect(page.getByRole('heading', { name: 'Pay with Skrill' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel('Skrill account e-mail').fill('ada.player@example.com');
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await expect(success.getByRole('heading', { name: 'Purchase successful' })).toBeVisible({
      timeout: 45_000,
    });
    await expectBackClean(page);
    expect(returns.at(-1)).toContain('method=skrill');
    await screen(page, `bank-skrill-skrill-success-${viewport.name}`);
    const afterSkrill = await walletOf(page);
    expect(afterSkrill.gcCoin - afterBank.gcCoin).toBe(GC_MINOR);
    expect(afterSkrill.scCoin.psc - afterBank.scCoin.psc).toBe(SC_MINOR);
    await success.getByRole('button', { name: 'Close' }).click();

    // Its return replayed: the Skrill session no longer matches, so the parameters are cleared.
    await page.goto(returns.at(-1) ?? '');
    await expectBackClean(page);
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('purchase-success')).toHaveCount(0);
    expect(await walletOf(page)).toEqual(afterSkrill);
  });
}
