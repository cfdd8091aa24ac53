import { expect, test, type Page } from './journey-test';
import { walletOf } from './game-journey';
import { signUpPastFirstDialogs } from './players';
import { choosePackage, clickWhenDrawn, openStore, paymentsFrame } from './store-steps';
import { screen } from './screens';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const port = Number(process.env.E2E_PORT ?? 3100);
const paymentsPort = Number(process.env.E2E_PAYMENTS_PORT ?? port + 1000);
const sandboxUrl = `http://localhost:${Number(process.env.E2E_SANDBOX_PORT ?? port + 2000)}`;
/** The sandbox's development merchant and public key (its defaults, as the server's). */
const sandboxPublicAuth = `Basic ${Buffer.from('sandbox_crown_casino:sandbox_pk_crown_casino_development').toString('base64')}`;

/**
 * A stand-in for Safari's ApplePaySession, put in every frame before its scripts run. Its
 * "sheet" is the provider sandbox's: merchant validation goes through the casino as in Safari,
 * then the stand-in asks the sandbox's test-token endpoint for the token the sheet would hand
 * over once the player authorises. The first sheet is closed by the player (Apple Pay's code
 * 9152), the next ones are authorised. What the page did is kept in `window.applePayLog`.
 */
function installApplePayStandIn(options: { sandboxUrl: string; authorization: string }) {
  type TLogEntry = Record<string, unknown>;
  const log: TLogEntry[] = [];
  Object.assign(window, { applePayLog: log });
  let sessions = 0;
  class StandInApplePaySession {
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;
    static canMakePayments() {
      return true;
    }
    onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
    onpaymentauthorized: ((event: { payment: unknown }) => void) | null = null;
    oncancel: ((event: unknown) => void) | null = null;
    private readonly isClosedByPlayer: boolean;
    constructor(version: number, request: unknown) {
      sessions += 1;
      this.isClosedByPlayer = sessions === 1;
      log.push({ event: 'created', version, request });
    }
    begin() {
      setTimeout(() =>
        this.onvalidatemerchant?.({
          validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
        }),
      );
    }
    abort() {
      log.push({ event: 'aborted' });
    }
    completeMerchantValidation(merchantSession: { merchantSessionIdentifier: string }) {
      log.push({ event: 'merchant-validated', merchantSession });
      if (this.isClosedByPlayer) {
        setTimeout(() => this.oncancel?.({ code: 9152 }), 300);
        return;
      }
      void fetch(`${options.sandboxUrl}/applepay/v1/test-tokens`, {
        method: 'POST',
        headers: { authorization: options.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          merchantSessionIdentifier: merchantSession.merchantSessionIdentifier,
          cardNum: '4111111111111111',
        }),
      })
        .then((response) => response.json())
        .then((answer: { token: unknown }) =>
          this.onpaymentauthorized?.({
            payment: {
              token: answer.token,
              billingContact: {
                givenName: 'Ada',
                familyName: 'Player',
                addressLines: ['1 Main St'],
                locality: 'Newark',
                administrativeArea: 'NJ',
                postalCode: '07102',
                countryCode: 'US',
              },
            },
          }),
        );
    }
    completePayment(result: { status: number }) {
      log.push({ event: 'payment-completed', status: result.status });
    }
  }
  Object.assign(window, { ApplePaySession: StandInApplePaySession });
}

function shot(page: Page, name: string) {
  // Let the dialog's entrance and the frame's resize settle before the picture.
  return screen(page, `apple-pay-${name}`, { settleMs: 500 });
}

/** The payments frame's own window (for what the stand-in logged there). */
function frameWindow(page: Page) {
  const frame = page
    .frames()
    .find((candidate) => candidate.url().startsWith(`http://localhost:${paymentsPort}/`));
  if (!frame) throw new Error('no payments frame');
  return frame;
}

for (const viewport of VIEWPORTS) {
  test(`a new player buys a package with Apple Pay (${viewport.name})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.addInitScript(installApplePayStandIn, {
      sandboxUrl,
      authorization: sandboxPublicAuth,
    });
    await signUpPastFirstDialogs(
      page,
      `applepay-${viewport.name}-${Date.now().toString(36)}@example.com`,
      'apple-pay-pass-1',
    );
    const before = await walletOf(page);
    await openStore(page);
    await choosePackage(page, 'Handful of Coins');
    const frame = await paymentsFrame(page);
    const applePay = frame.getByRole('button', { name: 'Buy with Apple Pay' });
    await expect(applePay).toBeVisible();
    await shot(page, `button-${viewport.name}`);

    // The player closes the first sheet (code 9152): nothing is said, the card step stays.
    await clickWhenDrawn(applePay);
    await expect
      .poll(async () =>
        frameWindow(page).evaluate(() =>
          (window as unknown as { applePayLog: { event: string }[] }).applePayLog.map(
            (entry) => entry.event,
          ),
        ),
      )
      .toEqual(['created', 'merchant-validated']);
    const [created] = await frameWindow(page).evaluate(
      () => (window as unknown as { applePayLog: unknown[] }).applePayLog,
    );
    expect(created).toMatchObject({
      version: 10,
      request: {
        currencyCode: 'USD',
        supportedNetworks: ['visa', 'masterCard'],
        merchantCapabilities: ['supports3DS'],
        total: { amount: '9.99' },
      },
    });
    await page.waitForTimeout(800);
    await expect(applePay).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transaction failed' })).toHaveCount(0);
    expect(await walletOf(page)).toEqual(before);

    // The next sheet is authorised: bought, success shown, coins in the balance.
    await clickWhenDrawn(applePay);
    const success = page.getByTestId('purchase-success');
    await expect(success.getByRole('heading', { name: 'Purchase successful' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(success).toContainText('100,000 CC and 10 SC');
    await shot(page, `success-${viewport.name}`);
    const after = await walletOf(page);
    expect(after.gcCoin - before.gcCoin).toBe(100_000_00);
    expect(after.scCoin.psc - before.scCoin.psc).toBe(10_00);
    await success.getByRole('button', { name: 'Close' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Store' })).toHaveCount(0);
    await expect(page.getByTestId('balance-value')).toBeVisible();
    await expect(page.getByTestId('balance-value')).toHaveText(
      new Intl.NumberFormat('en-US').format(Math.floor(after.gcCoin / 100)),
    );
    await shot(page, `balance-${viewport.name}`);
  });
}

test('without ApplePaySession the payments frame shows no Apple Pay button', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpPastFirstDialogs(
    page,
    `no-applepay-${Date.now().toString(36)}@example.com`,
    'apple-pay-pass-1',
  );
  await openStore(page);
  await choosePackage(page, 'Handful of Coins');
  const frame = await paymentsFrame(page);
  await expect(frame.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Buy with Apple Pay' })).toHaveCount(0);
});
