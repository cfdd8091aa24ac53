import { expect, request as playwrightRequest, test } from './journey-test';
import { screen } from './screens';

const DEMO = { email: 'demo@crowncasino.example', password: 'CrownDemo1!' };
const OPERATOR = { email: 'operator@crowncasino.example', password: 'CrownAdmin1!' };

test(
  'the header shows the wallet, switches coins and updates live after a ledger correction',
  { tag: '@postgres' },
  async ({ page, baseURL }) => {
    const signIn = await page.request.post('/api/auth/sign-in', { data: DEMO });
    expect(signIn.ok()).toBe(true);
    const walletAnswer = await page.request.get('/api/v2/user/get-wallet');
    const { userWallet } = (await walletAnswer.json()).data;
    expect(userWallet.gcCoin).toBeGreaterThan(0);

    await page.goto('/');
    const panel = page.getByTestId('balance-panel');
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('balance-value')).toHaveText(
      new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(
        Math.trunc(userWallet.gcCoin / 100),
      ),
    );
    await expect(panel).toContainText('CC');

    await page.getByRole('radio', { name: 'SC' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-coin', 'SC');
    const scBefore = userWallet.totalScCoin as number;
    await expect(page.getByTestId('balance-value')).toHaveText((scBefore / 100).toFixed(2));
    await screen(page, 'wallet-header-sc', { settleMs: 0 });

    // An operator credits 5.00 SC; the page learns it over the socket, without a reload.
    const operator = await playwrightRequest.newContext({ baseURL });
    expect((await operator.post('/api/auth/sign-in', { data: OPERATOR })).ok()).toBe(true);
    const correction = await operator.post('/api/admin/ledger/corrections', {
      headers: { 'idempotency-key': `e2e-${Date.now()}` },
      data: {
        userId: userWallet.ownerId,
        coin: 'SC',
        direction: 'credit',
        amountMinor: 500,
        reason: 'e2e live balance check',
      },
    });
    expect(correction.status()).toBe(201);
    await expect(page.getByTestId('balance-value')).toHaveText(((scBefore + 500) / 100).toFixed(2));
    await screen(page, 'wallet-header-after-credit', { settleMs: 0 });
    await operator.dispose();
  },
);
