import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Opens the newest verification mail to `email` in the development outbox, in a new page of
 * `context`, follows its link and waits until the server has verified the address and the home
 * page has loaded; the caller closes the page. The outbox answers only direct local requests, so
 * the context must not forward a client address. Chromium can acknowledge a close that races a
 * navigation's commit and never close the page (crbug.com/536385539): a page closed right after
 * the click hung its journey until the timeout.
 */
export async function followVerificationLink(context: BrowserContext, email: string) {
  const outbox = await context.newPage();
  await outbox.goto(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  await outbox
    .getByRole('link', { name: /verify email/i })
    .first()
    .click();
  await outbox.waitForURL(/\/\?emailVerified=1$/);
  return outbox;
}

/** A new player made through the API, with the address verified through the outbox. */
export async function signUpVerified(page: Page, email: string, password: string) {
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { email, password, isAgeConfirmed: true, isTermsAccepted: true },
  });
  expect(signUp.ok()).toBe(true);
  await (await followVerificationLink(page.context(), email)).close();
}

/** A verified player made through the API, then logged in through the dialog (a real log-in). */
export async function signUpAndLogIn(page: Page, email: string, password: string) {
  await signUpVerified(page, email, password);
  await logInThroughDialog(page, email, password);
}

/** Signed out, then logged in through the landing page's dialog: the feature manager's arrival. */
export async function logInThroughDialog(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/');
  await page
    .getByTestId('landing-page')
    .getByRole('button', { name: /log in/i })
    .click();
  const login = page.getByTestId('login-wizard');
  await login.getByLabel('Email*').fill(email);
  await login.getByLabel('Password*', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByTestId('lobby-page')).toBeVisible({ timeout: 15_000 });
}

/**
 * Closes the 'Daily Mission' dialog the feature manager shows a new player after the daily
 * bonus (the seeded order: daily bonus, daily mission, marketing consents).
 */
export async function closeDailyMissionDialog(page: Page) {
  const mission = page.getByRole('dialog', { name: 'Daily Mission' });
  await expect(mission.getByRole('heading', { name: 'Daily Mission' })).toBeVisible();
  await mission.getByRole('button', { name: 'Close' }).click();
  await expect(mission).toHaveCount(0);
}

/**
 * Closes the event-trigger popups the feature manager shows last after a first log-in
 * (decision 119): the seeded AFTER_LOGIN gift (heavier, first), then the seeded message, each
 * with its close icon, unclaimed. Journeys that do not test the popups pass them with this.
 */
export async function closeEventPopups(page: Page) {
  const popup = page.getByTestId('event-popup');
  // The next popup opens 300 ms after one closes: wait for it by its type, not for a gap.
  for (const benefitType of ['gift', 'message']) {
    await expect(popup).toHaveAttribute('data-benefit-type', benefitType, { timeout: 15_000 });
    await popup.getByRole('button', { name: 'Close' }).click();
  }
  await expect(popup).toHaveCount(0);
}

/**
 * A new player logged in, past the dialogs of a first log-in in the feature manager's order:
 * the daily bonus, the daily mission, the marketing consents one by one (each refused), then
 * the event popups (closed).
 */
export async function signUpPastFirstDialogs(page: Page, email: string, password: string) {
  await signUpAndLogIn(page, email, password);
  const daily = page.getByTestId('daily-bonus');
  await expect(daily).toBeVisible({ timeout: 60_000 });
  await daily.getByRole('button', { name: 'Close' }).click();
  await closeDailyMissionDialog(page);
  const consent = page.getByTestId('marketing-consent');
  for (let step = 0; step < 3; step += 1) {
    await consent.getByRole('button', { name: 'No, thanks' }).click();
  }
  await expect(consent).toHaveCount(0);
  await closeEventPopups(page);
}
