import { expect, test, type Page } from './journey-test';
import {
  creditWinnings,
  openRedeemPage,
  passIdentitySteps,
  showCardPhoto,
  signInOperator,
} from './identity-steps';
import { signUpPastFirstDialogs } from './players';
import { choosePackage, clickWhenDrawn, keepCard, openStore, paymentsFrame } from './store-steps';
import { screen } from './screens';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

function shot(page: Page, name: string) {
  return screen(page, `poc-${name}`, { settleMs: 500 });
}

for (const viewport of VIEWPORTS) {
  test(`a redemption by a player who bought with a card waits for the card check: a failure, a retry, then done (${viewport.name})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signUpPastFirstDialogs(
      page,
      `poc-${viewport.name}-${Date.now().toString(36)}@example.com`,
      'poc-journey-pass-1',
    );

    // A purchase with a card the player saves (ending 4444).
    await openStore(page);
    await choosePackage(page, 'Handful of Coins');
    const payments = await paymentsFrame(page);
    await payments.getByLabel('Card number').fill('5555 5555 5555 4444');
    await payments.getByLabel('Expiry (MM/YY)').fill('11/31');
    await payments.getByLabel('CVV').fill('731');
    await payments.getByLabel('Name on card').fill('Ada Player');
    await keepCard(payments);
    await clickWhenDrawn(payments.getByRole('button', { name: /^Pay \$/ }));
    const success = page.getByTestId('purchase-success');
    await expect(success.getByRole('heading', { name: 'Purchase successful' })).toBeVisible({
      timeout: 30_000,
    });
    await success.getByRole('button', { name: 'Close' }).click();
    const { userWallet } = (await (await page.request.get('/api/v2/user/get-wallet')).json()).data;
    const userId = userWallet.ownerId as string;

    // SC winnings, and the card check on for this player (flag poc-enabled, default off).
    const operator = await signInOperator(baseURL);
    await creditWinnings(operator, userId, 150_00, 'e2e poc journey winnings');
    const flag = await operator.put(`/api/admin/feature-flags/poc-enabled/overrides/${userId}`, {
      headers: { 'idempotency-key': `e2e-poc-flag-${userId}` },
      data: { value: true },
    });
    expect(flag.ok(), await flag.text()).toBe(true);
    await operator.dispose();

    const redeem = await openRedeemPage(page, /^150(\.00)? SC$/);
    await redeem.getByRole('button', { name: 'Link a bank account' }).click();
    await page
      .getByRole('button', { name: 'Link account', exact: true })
      .click({ timeout: 30_000 });
    await expect(redeem.getByRole('combobox', { name: 'Pay to' })).toBeVisible({ timeout: 30_000 });
    await redeem.getByLabel('Amount (SC)').fill('100');
    await redeem.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }).click();

    // The first redemption asks for the identity check (decision 181).
    const kyc = page.getByTestId('kyc-wizard');
    await expect(kyc.getByRole('heading', { name: 'User verification' })).toBeVisible({
      timeout: 30_000,
    });
    await kyc.getByRole('button', { name: "Let's do it!" }).click();
    await kyc.getByRole('button', { name: 'GET STARTED' }).click();
    await passIdentitySteps(page.frameLocator('[data-testid="kyc-wizard"] iframe'), 'GREEN');
    await expect(kyc).toBeHidden({ timeout: 40_000 });

    // The request is held for the card check (decision 135): the wizard opens on init.
    await redeem.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }).click();
    const wizard = page.getByTestId('poc-wizard');
    await expect(wizard.getByRole('heading', { name: 'Card verification' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(wizard).toContainText('card ending in 4444');
    await expect(wizard.getByRole('button', { name: 'Cancel redemption' })).toBeVisible();
    await shot(page, `init-${viewport.name}`);

    // First attempt: the provider refuses the photo (RED, RETRY).
    await wizard.getByRole('button', { name: 'Verify my card' }).click();
    await showCardPhoto(page.frameLocator('[data-testid="poc-wizard"] iframe'), 'RED');
    await expect(wizard.getByRole('heading', { name: 'All done!' })).toBeVisible({
      timeout: 30_000,
    });
    await shot(page, `done-${viewport.name}`);
    await wizard.getByRole('button', { name: 'Close' }).click();
    await expect(wizard.getByRole('heading', { name: 'Verification issue' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(wizard).toContainText(
      'We were unable to verify your credit card ending in XXX-4444. Please note that redemption requests will remain pending until the card is verified.',
    );
    await expect(wizard.getByRole('button', { name: 'Contact support' })).toBeVisible();
    await shot(page, `failed-${viewport.name}`);

    // Try again: a second attempt passes.
    await wizard.getByRole('button', { name: 'Try again' }).click();
    await showCardPhoto(page.frameLocator('[data-testid="poc-wizard"] iframe'), 'GREEN');
    await expect(wizard.getByRole('heading', { name: 'All done!' })).toBeVisible({
      timeout: 30_000,
    });
    await wizard.getByRole('button', { name: 'Close' }).click();
    const notice = page.getByTestId('poc-success');
    await expect(notice.getByRole('heading', { name: 'Verification complete' })).toBeVisible({
      timeout: 30_000,
    });
    await shot(page, `success-${viewport.name}`);
    await notice.getByRole('button', { name: 'Ok' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId('poc-hanging-marker')).toHaveCount(0);
  });
}
