import type { TForceKyc } from '@casino/contracts';
import { expect, test, type Page } from './journey-test';
import { passIdentitySteps } from './identity-steps';
import { signUpVerified } from './players';
import { screen } from './screens';

const PASSWORD = 'kyc-journey-9';

async function newPlayer(page: Page, label: string) {
  const email = `kyc-${label}-${Date.now()}@example.com`;
  await signUpVerified(page, email, PASSWORD);
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email, password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
}

const kycState = async (page: Page): Promise<TForceKyc> =>
  ((await (await page.request.get('/api/user/force-kyc')).json()) as { data: TForceKyc }).data;

test(
  'a new player passes the identity check (GREEN) from the forced KYC dialog',
  { tag: '@postgres' },
  async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await newPlayer(page, 'green');
    expect(await kycState(page)).toMatchObject({ kycStatus: 'notStarted', shouldShowKYC: false });
    // The player asks for the check (as the account area does): force-kyc now says show it.
    expect((await page.request.get('/api/user/init-access-token')).ok()).toBe(true);
    expect(await kycState(page)).toMatchObject({ kycStatus: 'requested', shouldShowKYC: true });

    const interactions: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v2/kyc/report/interaction'))
        interactions.push(request.url());
    });
    const impression = page.waitForRequest('**/api/v2/kyc/report/impression');
    await page.goto('/');
    const wizard = page.getByTestId('kyc-wizard');
    // The lobby loads first; the wizard opens from the force-kyc answer after it.
    await expect(wizard.getByRole('heading', { name: 'User verification' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(
      wizard.getByText(
        'As part of our responsible gaming policy, and to ensure your security, please complete the verification process',
      ),
    ).toBeVisible();
    expect((await impression).postDataJSON()).toEqual({ trigger: 'profile' });
    await screen(page, 'kyc-intro-1280');
    await wizard.getByRole('button', { name: "Let's do it!" }).click();
    await expect(
      wizard.getByRole('heading', { name: "Let's Finish Your Verification" }),
    ).toBeVisible();
    await expect(wizard.getByText("What YOU'LL NEED?")).toBeVisible();
    await expect(wizard.getByText('Government Issued ID')).toBeVisible();
    await expect(wizard.getByText('Proof of Address')).toBeVisible();
    await screen(page, 'kyc-explain-1280');
    await wizard.getByRole('button', { name: 'GET STARTED' }).click();

    const iframe = wizard.locator('iframe');
    await expect(iframe).toHaveAttribute(
      'allow',
      'geolocation; bluetooth; accelerometer; gyroscope',
    );
    const frame = page.frameLocator('[data-testid="kyc-wizard"] iframe');
    await expect(frame.locator('#file-IDENTITY')).toBeVisible({ timeout: 30_000 });
    await screen(page, 'kyc-frame-1280');
    await passIdentitySteps(frame, 'GREEN');
    await expect(wizard.getByText('Thank you, your identity is verified.')).toBeVisible({
      timeout: 30_000,
    });
    // No pause here: the dialog closes itself 2000 ms after the answer.
    await screen(page, 'kyc-success-1280', { settleMs: 0 });
    // The dialog closes itself 2000 ms after the GREEN answer.
    await expect(wizard).toBeHidden({ timeout: 5_000 });
    await expect
      .poll(async () => (await kycState(page)).kycStatus, { timeout: 30_000 })
      .toBe('completed');
    // Two steps initiated and completed, and the submission: at least five interactions.
    expect(interactions.length).toBeGreaterThanOrEqual(5);
  },
);

test('a RED review keeps the player unverified and says so, on a phone', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await newPlayer(page, 'red');
  expect((await page.request.get('/api/user/init-access-token')).ok()).toBe(true);
  await page.goto('/');
  const wizard = page.getByTestId('kyc-wizard');
  // The lobby loads first; the wizard opens from the force-kyc answer after it.
  await expect(wizard.getByRole('heading', { name: 'User verification' })).toBeVisible({
    timeout: 45_000,
  });
  await screen(page, 'kyc-intro-390');
  await wizard.getByRole('button', { name: "Let's do it!" }).click();
  await screen(page, 'kyc-explain-390');
  await wizard.getByRole('button', { name: 'GET STARTED' }).click();
  const frame = page.frameLocator('[data-testid="kyc-wizard"] iframe');
  await expect(frame.locator('#file-IDENTITY')).toBeVisible({ timeout: 30_000 });
  await screen(page, 'kyc-frame-390');
  await passIdentitySteps(frame, 'RED');
  await expect(wizard.getByRole('heading', { name: 'Verification failed' })).toBeVisible({
    timeout: 30_000,
  });
  await screen(page, 'kyc-failed-390');
  await expect
    .poll(async () => (await kycState(page)).reviewAnswer, { timeout: 30_000 })
    .toBe('RED');
  expect(await kycState(page)).toMatchObject({ kycStatus: 'requested', shouldShowKYC: true });
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();
});
