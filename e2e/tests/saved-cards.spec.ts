import { expect, test, type FrameLocator, type Page } from './journey-test';
import { walletOf } from './game-journey';
import { signUpPastFirstDialogs } from './players';
import {
  choosePackage,
  clickWhenDrawn,
  frameUncovered,
  keepCard,
  openAccountFromStore,
  openStore,
  paymentsFrame,
} from './store-steps';
import { screen } from './screens';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const CARD_NAME = 'Mastercard ending in 4444';

function shot(page: Page, name: string) {
  // Let the dialog's entrance and the frame's resize settle before the picture.
  return screen(page, `saved-cards-${name}`, { settleMs: 500 });
}

/** The payments frame once its saved cards show. */
async function savedCardsStep(page: Page): Promise<FrameLocator> {
  const frame = page.frameLocator('[data-testid="payments-frame"]');
  await expect(frame.getByRole('heading', { name: 'Saved cards' })).toBeVisible({
    timeout: 15_000,
  });
  await frameUncovered(page);
  return frame;
}

/** The saved-cards section of My Account, the store closed first; Escape closes the area. */
async function accountSavedCards(page: Page) {
  await openAccountFromStore(page);
  const panel = page.getByTestId('account-saved-cards');
  await expect(panel.getByRole('heading', { name: 'Saved cards' })).toBeVisible();
  return panel;
}

async function expectSuccess(page: Page) {
  const success = page.getByTestId('purchase-success');
  await expect(success.getByRole('heading', { name: 'Purchase successful' })).toBeVisible({
    timeout: 20_000,
  });
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(success).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test(`a player saves a card, buys again with its CVV only, then removes it (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signUpPastFirstDialogs(
      page,
      `saved-${viewport.name}-${Date.now().toString(36)}@example.com`,
      'saved-cards-pass-1',
    );
    // Card numbers and CVVs are typed into the payments frame only: none reaches our API.
    const apiBodies: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) {
        apiBodies.push(request.postData() ?? '');
      }
    });

    // First purchase: a new card, kept for next time.
    await openStore(page);
    await choosePackage(page, 'Handful of Coins');
    const first = await paymentsFrame(page);
    await first.getByLabel('Card number').fill('5555 5555 5555 4444');
    await first.getByLabel('Expiry (MM/YY)').fill('11/31');
    await first.getByLabel('CVV').fill('731');
    await first.getByLabel('Name on card').fill('Ada Player');
    await keepCard(first);
    await shot(page, `new-card-${viewport.name}`);
    await clickWhenDrawn(first.getByRole('button', { name: /^Pay \$/ }));
    await expectSuccess(page);
    const afterFirst = await walletOf(page);

    // Second purchase: the saved card, with its CVV alone; a wrong CVV is refused first.
    await choosePackage(page, 'Handful of Coins');
    const saved = await savedCardsStep(page);
    await expect(saved.getByText(CARD_NAME)).toBeVisible();
    await expect(saved.getByText('Expires 11/31')).toBeVisible();
    await shot(page, `list-${viewport.name}`);
    await saved.getByRole('button', { name: `Pay with this card: ${CARD_NAME}` }).click();
    const cvvDialog = saved.getByRole('dialog', { name: 'Enter your CVV' });
    await expect(cvvDialog).toContainText(
      'For your security, enter the security code of your Mastercard ending in 4444.',
    );
    await cvvDialog.getByLabel('CVV').fill('123');
    await clickWhenDrawn(cvvDialog.getByRole('button', { name: /^Pay \$/ }));
    await expect(cvvDialog.getByRole('alert').filter({ hasText: /CVV/ })).toContainText(
      'does not match',
      { timeout: 15_000 },
    );
    await shot(page, `cvv-wrong-${viewport.name}`);
    expect(await walletOf(page)).toEqual(afterFirst);
    await cvvDialog.getByLabel('CVV').fill('731');
    await shot(page, `cvv-${viewport.name}`);
    await clickWhenDrawn(cvvDialog.getByRole('button', { name: /^Pay \$/ }));
    await expectSuccess(page);
    const afterSecond = await walletOf(page);
    expect(afterSecond.gcCoin - afterFirst.gcCoin).toBe(100_000_00);

    // My Account lists the card by what the player recognises it by.
    const listed = await accountSavedCards(page);
    await expect(listed.getByTestId('account-saved-card')).toHaveCount(1);
    await expect(listed.getByText(CARD_NAME)).toBeVisible();
    await expect(listed.getByText('Expires 11/31 · Ada Player')).toBeVisible();
    await listed.scrollIntoViewIfNeeded();
    await shot(page, `account-${viewport.name}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('account-page')).toHaveCount(0);
    await openStore(page);

    // Removing the card asks first; afterwards the payment step is the card form again.
    await choosePackage(page, 'Handful of Coins');
    const again = await savedCardsStep(page);
    await again.getByRole('button', { name: `Remove ${CARD_NAME}` }).click();
    await expect(again.getByText(`Remove the ${CARD_NAME} from your saved cards?`)).toBeVisible();
    await shot(page, `remove-confirm-${viewport.name}`);
    await clickWhenDrawn(again.getByRole('button', { name: 'Keep it' }));
    await again.getByRole('button', { name: `Remove ${CARD_NAME}` }).click();
    await clickWhenDrawn(again.getByRole('button', { name: 'Remove card' }));
    await expect(again.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
    await expect(again.getByText(CARD_NAME)).toHaveCount(0);
    await shot(page, `removed-${viewport.name}`);
    const cards = await (await page.request.get('/api/user/cards-paysafe')).json();
    expect(cards).toEqual({ data: { cards: [] } });
    await page
      .getByRole('dialog', { name: 'Store' })
      .getByRole('button', { name: 'Close' })
      .click();
    const emptied = await accountSavedCards(page);
    await expect(emptied.getByText(/You have no saved cards/)).toBeVisible();

    for (const body of apiBodies) {
      expect(body).not.toMatch(/5555\s?5555|"cvv"|"731"/);
    }
  });
}
