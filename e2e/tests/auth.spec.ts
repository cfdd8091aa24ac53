import { expect, test, type Page } from './journey-test';
import { closeDailyMissionDialog, closeEventPopups, followVerificationLink } from './players';

const OPERATOR = { email: 'operator@crowncasino.example', password: 'CrownAdmin1!' };

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}@example.com`;
}

/** Opens the local outbox for an address and follows the first link of the newest mail. */
async function followMailLink(page: Page, email: string, linkName: RegExp): Promise<Page> {
  const outbox = await page.context().newPage();
  await outbox.goto(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  await outbox.getByRole('link', { name: linkName }).first().click();
  return outbox;
}

async function openLogIn(page: Page) {
  await page.goto('/');
  await page
    .getByTestId('landing-page')
    .getByRole('button', { name: /log in/i })
    .click();
  return page.getByTestId('login-wizard');
}

async function logInThroughDialog(page: Page, email: string, password: string) {
  const login = await openLogIn(page);
  await login.getByLabel('Email*').fill(email);
  await login.getByLabel('Password*', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
}

test.describe('identity journeys', () => {
  test(
    'sign up, verify through the outbox, land signed in, log out, reset the password, log in again',
    { tag: '@postgres' },
    async ({ page }) => {
      test.setTimeout(240_000);
      const email = uniqueEmail('journey');
      await page.goto('/');
      await page
        .getByTestId('landing-page')
        .getByRole('button', { name: /sign up/i })
        .click();

      const privacy = page.getByTestId('signup-privacy');
      await expect(privacy.getByRole('heading', { name: 'You are almost there' })).toBeVisible();
      await privacy.getByRole('button', { name: 'Accept' }).click();
      await expect(
        privacy.getByText('* Please check the required conditions to proceed'),
      ).toBeVisible();
      await privacy
        .getByLabel('I am 18 years old and not a resident of an excluded territory')
        .check();
      await privacy.getByRole('checkbox').nth(1).check();
      await privacy.getByRole('button', { name: 'Accept' }).click();

      const options = page.getByTestId('signup-options');
      await expect(options.getByRole('heading', { name: 'Create account' })).toBeVisible();
      await options.getByRole('button', { name: 'Sign Up with Email' }).click();

      const register = page.getByTestId('signup-register');
      await register.getByLabel('Email*').fill('not-an-email');
      await register.getByLabel('Password*', { exact: true }).fill('abc');
      await register.getByRole('button', { name: 'Create Account' }).click();
      await expect(register.getByText('Please enter a valid email address')).toBeVisible();
      await expect(register.getByText('Password must be at least 6 characters')).toBeVisible();
      await register.getByLabel('Email*').fill(email);
      await register.getByLabel('Password*', { exact: true }).fill('first-pass-1');
      await register.getByRole('button', { name: 'Create Account' }).click();

      const verification = page.getByTestId('email-verification');
      await expect(verification.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await expect(verification.getByTestId('resend-verification')).toHaveText(/Resend in \d+/);
      await expect(verification.getByTestId('resend-verification')).toBeDisabled();

      await (await followVerificationLink(page.context(), email)).close();

      await expect(page.getByTestId('verification-success').getByText('Success!')).toBeVisible({
        timeout: 15_000,
      });
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByTestId('welcome-bonus').getByRole('button', { name: "Let's Play" }).click();
      const settings = page.getByTestId('choose-settings');
      await expect(settings.getByRole('heading', { name: 'Choose Your Settings' })).toBeVisible();
      await expect(settings.getByLabel('Country')).toHaveValue('US');
      await settings.getByRole('button', { name: 'DONE' }).click();
      await expect(page.getByTestId('lobby-page')).toBeVisible({ timeout: 15_000 });
      const profile = await page.request.get('/api/user/profile');
      expect((await profile.json()).data.email).toBe(email);
      // The daily bonus opens once after sign-up (bonuses.spec.ts claims it), then the daily
      // mission (the feature manager's order); close both here.
      await page.getByTestId('daily-bonus').getByRole('button', { name: 'Close' }).click();
      await closeDailyMissionDialog(page);
      // Then the marketing consents not answered at sign-up are asked (consent-amoe.spec.ts).
      const consent = page.getByTestId('marketing-consent');
      await expect(consent).toBeVisible();
      while ((await consent.count()) > 0) {
        await consent.getByRole('button', { name: 'No, thanks' }).click();
        await page.waitForTimeout(200);
      }
      // Last in the order, the event popups (event-triggers.spec.ts claims them).
      await closeEventPopups(page);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect(page.getByTestId('landing-page')).toBeVisible();
      expect((await page.request.get('/api/user/profile')).status()).toBe(401);

      const login = await openLogIn(page);
      await login.getByRole('button', { name: 'Forgot password?' }).click();
      const reset = page.getByTestId('reset-request');
      await reset.getByLabel('Email*').fill(email);
      await reset.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText('Password Reset Email sent.')).toBeVisible();
      await page.keyboard.press('Escape');

      const resetPage = await followMailLink(page, email, /reset password/i);
      const newPassword = resetPage.getByTestId('reset-new-password');
      await newPassword.getByLabel('New password*', { exact: true }).fill('second-pass-2');
      await newPassword.getByRole('button', { name: 'Save Password' }).click();
      await expect(resetPage.getByText('Password changed')).toBeVisible();
      await resetPage.close();

      await logInThroughDialog(page, email, 'first-pass-1');
      await expect(page.getByText('Invalid email or password')).toBeVisible();
      await page.keyboard.press('Escape');
      await logInThroughDialog(page, email, 'second-pass-2');
      await expect(page.getByTestId('lobby-page')).toBeVisible({ timeout: 15_000 });
    },
  );

  test('a locked account sees Account Locked and the server refuses it', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('locked');
    const signUp = await page.request.post('/api/auth/sign-up', {
      data: { email, password: 'locked-pass-1', isAgeConfirmed: true, isTermsAccepted: true },
    });
    expect(signUp.ok()).toBe(true);
    await (await followVerificationLink(page.context(), email)).close();
    await page.request.post('/api/auth/sign-in', { data: { email, password: 'locked-pass-1' } });
    const userId = (await (await page.request.post('/api/auth/api-login')).json()).data
      .userId as string;
    const underAge = await page.request.post('/api/user/profile', {
      data: { dateOfBirth: `${new Date().getUTCFullYear() - 17}-06-01` },
    });
    expect((await underAge.json()).error.message).toBe('You must be at least 18 years old');
    await page.request.post('/api/auth/sign-out');

    await page.request.post('/api/auth/sign-in', { data: OPERATOR });
    const lock = await page.request.post(`/api/admin/players/${userId}/account-state`, {
      data: { accountState: 'inactive', reason: 'e2e lock' },
    });
    expect(lock.ok()).toBe(true);
    await page.request.post('/api/auth/sign-out');

    await logInThroughDialog(page, email, 'locked-pass-1');
    const locked = page.getByTestId('account-locked');
    await expect(locked.getByRole('heading', { name: 'OOPS' })).toBeVisible();
    await expect(
      locked.getByText('It seems that your Account is Locked, Please contact Customer Support.'),
    ).toBeVisible();
    await expect(locked.getByRole('button', { name: 'CONTACT SUPPORT' })).toBeVisible();
    await expect(page.getByTestId('lobby-page')).toHaveCount(0);
  });
});
