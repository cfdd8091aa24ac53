import { expect, test, type Page } from './journey-test';
import { screen } from './screens';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;
const DEMO = { email: 'demo@crowncasino.example', password: 'CrownDemo1!' };

function shot(page: Page, viewport: string, name: string) {
  return screen(page, `auth-${name}-${viewport}`, { settleMs: 350 });
}

/** My Account: the bottom bar on a phone, the side menu on a desktop (no bottom bar there). */
async function openAccount(page: Page, viewport: (typeof VIEWPORTS)[number]) {
  if (viewport.name === 'mobile') {
    await page.getByTestId('footer-nav').getByRole('button', { name: 'Account' }).click();
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: /Menu/ })
    .getByRole('button', { name: 'My Account' })
    .click();
}

for (const viewport of VIEWPORTS) {
  test(`identity dialogs at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const landing = () => page.getByTestId('landing-page');

    await page.goto('/');
    await landing()
      .getByRole('button', { name: /log in/i })
      .click();
    await expect(page.getByTestId('login-wizard')).toBeVisible();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await shot(page, viewport.name, 'login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await shot(page, viewport.name, 'reset-request');
    await page.getByTestId('reset-request').getByLabel('Email*').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password Reset Email sent.')).toBeVisible();
    await shot(page, viewport.name, 'reset-sent');

    await page.goto('/');
    await landing()
      .getByRole('button', { name: /sign up/i })
      .click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('* Please check the required conditions to proceed')).toBeVisible();
    await shot(page, viewport.name, 'signup-privacy');
    await page.getByRole('checkbox').nth(0).check();
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Accept' }).click();
    await shot(page, viewport.name, 'signup-options');
    await page.getByRole('button', { name: 'Sign Up with Email' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await shot(page, viewport.name, 'signup-register');
    await page.getByLabel('Email*').fill(`screens-${viewport.name}-${Date.now()}@example.com`);
    await page.getByLabel('Password*', { exact: true }).fill('screens-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await shot(page, viewport.name, 'email-verification');

    await page.goto('/?landing=direct_em');
    await expect(page.getByTestId('signup-email-landing')).toBeVisible();
    await shot(page, viewport.name, 'email-landing');

    await page.goto('/?authError=ExcludedTerritoryError');
    await expect(page.getByTestId('something-went-wrong')).toBeVisible();
    await shot(page, viewport.name, 'something-went-wrong');

    await page.request.post('/api/auth/sign-in', { data: DEMO });
    await page.goto('/');
    await expect(page.getByTestId('lobby-page')).toBeVisible();
    await openAccount(page, viewport);
    await expect(page.getByTestId('account-page')).toBeVisible();
    await shot(page, viewport.name, 'account-area');
    await page.getByRole('button', { name: 'Change settings' }).click();
    await expect(page.getByTestId('choose-settings')).toBeVisible();
    await shot(page, viewport.name, 'choose-settings');
    await page.request.post('/api/auth/sign-out');

    await page.request.post('/api/auth/sign-in', {
      data: { email: 'player2@crowncasino.example', password: 'CrownDemo2!' },
    });
    await page.goto('/');
    await expect(page.getByTestId('lobby-page')).toBeVisible();
    await openAccount(page, viewport);
    await page.getByRole('button', { name: 'Verify phone' }).click();
    await expect(page.getByText('Step 1/2')).toBeVisible();
    await shot(page, viewport.name, 'phone-verification');
    await page.request.post('/api/auth/sign-out');
  });
}
