import { expect, test, type Browser } from './journey-test';
import { closeDailyMissionDialog, closeEventPopups, signUpAndLogIn } from './players';
import { screen } from './screens';

const OPERATOR = { email: 'operator@crowncasino.example', password: 'CrownAdmin1!' };
const CODE = /^CC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

async function recordMailIn(browser: Browser, body: object) {
  const operator = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await operator.request.post('/api/auth/sign-in', { data: OPERATOR });
  const response = await operator.request.post('/api/admin/amoe/requests', { data: body });
  const answer = { status: response.status(), json: await response.json() };
  await operator.close();
  return answer;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`after log-in the consents are asked one by one; the account shows the mail-in code (${viewport.name})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = `consent-${viewport.name}-${Date.now().toString(36)}@example.com`;
    await signUpAndLogIn(page, email, 'consent-pass-1');

    // The daily bonus and the daily mission go first; the consent dialog waits for them.
    const daily = page.getByTestId('daily-bonus');
    await expect(daily).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('marketing-consent')).toHaveCount(0);
    await daily.getByRole('button', { name: 'Close' }).click();
    await closeDailyMissionDialog(page);

    const consent = page.getByTestId('marketing-consent');
    await expect(consent.getByRole('heading', { name: 'Stay in the loop' })).toBeVisible();
    await expect(consent).toContainText('1 of 3');
    await expect(consent.getByTestId('marketing-consent-text')).toContainText('e-mails');
    await screen(page, `consent-amoe-consent-${viewport.name}`);
    await consent.getByRole('button', { name: 'Yes, please' }).click();
    await expect(consent).toContainText('2 of 3');
    await expect(consent.getByTestId('marketing-consent-text')).toContainText('text messages');
    await consent.getByRole('button', { name: 'No, thanks' }).click();
    await expect(consent).toContainText('3 of 3');
    await consent.getByRole('button', { name: 'Yes, please' }).click();
    await expect(consent).toHaveCount(0);
    await closeEventPopups(page);

    const listed = await (await page.request.get('/api/marketing-consent')).json();
    expect(
      (listed.data.marketingConsents as { isAccepted: boolean; referrer: string }[]).map(
        ({ isAccepted, referrer }) => ({ isAccepted, referrer }),
      ),
    ).toEqual([
      { isAccepted: true, referrer: 'consent_dialog' },
      { isAccepted: false, referrer: 'consent_dialog' },
      { isAccepted: true, referrer: 'consent_dialog' },
    ]);

    // The account area shows the request code and how to mail it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: /Menu/ })
      .getByRole('button', { name: 'My Account' })
      .click();
    const panel = page.getByTestId('amoe-panel');
    await expect(panel.getByRole('heading', { name: 'Free Sweeps Coins by mail' })).toBeVisible();
    const code = (await panel.getByTestId('amoe-code').textContent()) ?? '';
    expect(code).toMatch(CODE);
    await expect(panel).toContainText('PO Box 7070');
    await expect(panel.getByRole('link', { name: 'Read the Sweepstakes Rules' })).toHaveAttribute(
      'href',
      '/pages/sweepstakes-rules',
    );
    await panel.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screen(page, `consent-amoe-amoe-${viewport.name}`);

    // The operator records the card: 5.00 SC once for the envelope, and once today.
    const before = (await (await page.request.get('/api/v2/user/get-wallet')).json()).data
      .userWallet.scCoin.bsc as number;
    const envelopeId = `E2E-${viewport.name}-${Date.now().toString(36)}`;
    const credited = await recordMailIn(browser, { requestCode: code, envelopeId });
    expect(credited.status).toBe(201);
    const again = await recordMailIn(browser, { requestCode: code, envelopeId });
    expect(again.status).toBe(409);
    const after = (await (await page.request.get('/api/v2/user/get-wallet')).json()).data.userWallet
      .scCoin.bsc as number;
    expect(after).toBe(before + 500);
  });
}
