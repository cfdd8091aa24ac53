import { expect, test, type Browser, type BrowserContext, type Page } from './journey-test';
import { followVerificationLink } from './players';
import { screen } from './screens';

const REFERRER = { email: 'demo@crowncasino.example', password: 'CrownDemo1!' };
const TERMS_PLAYER = { email: 'player2@crowncasino.example', password: 'CrownDemo2!' };
const OPERATOR = { email: 'operator@crowncasino.example', password: 'CrownAdmin1!' };
const SIZES = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;

/** A browser of its own, seen by the server at `address` (the e2e server trusts one proxy). */
async function browserAt(browser: Browser, address: string): Promise<BrowserContext> {
  return browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
}

async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/sign-in', { data: account });
  expect(response.ok()).toBe(true);
}

/** Opens Rewards: the footer navigation on a phone, the side menu on a desktop. */
async function openRewards(page: Page, width: number) {
  if (width <= 768) {
    await page.getByRole('navigation').getByRole('button', { name: 'Rewards' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Rewards' }).click();
  }
  await expect(page.getByTestId('rewards-page')).toBeVisible();
}

test('an invite link signs a friend up and the referrer sees the friend', async ({ browser }) => {
  test.setTimeout(180_000);
  const referrerContext = await browserAt(browser, '203.0.113.10');
  const referrer = await referrerContext.newPage();
  await signIn(referrer, REFERRER);
  const state = await (await referrer.request.get('/api/user/referral/by-referrer')).json();
  const code: string = state.data.uniqueId;
  const friendsBefore: number = state.data.friends.length;

  const friendContext = await browserAt(browser, '203.0.113.20');
  const friend = await friendContext.newPage();
  await friend.goto(`/?campaign=${code}&source=friends`);
  // The link opens sign-up at once and leaves the address.
  const privacy = friend.getByTestId('signup-privacy');
  await expect(privacy).toBeVisible();
  await expect(friend).not.toHaveURL(/campaign=/);
  await privacy.getByLabel('I am 18 years old and not a resident of an excluded territory').check();
  await privacy.getByRole('checkbox').nth(1).check();
  await privacy.getByRole('button', { name: 'Accept' }).click();
  await friend
    .getByTestId('signup-options')
    .getByRole('button', { name: 'Sign Up with Email' })
    .click();
  const email = `friend-${Date.now().toString(36)}@example.com`;
  const register = friend.getByTestId('signup-register');
  await register.getByLabel('Email*').fill(email);
  await register.getByLabel('Password*', { exact: true }).fill('friend-pass-1');
  await register.getByRole('button', { name: 'Create Account' }).click();
  await expect(friend.getByTestId('email-verification')).toBeVisible();
  // The development outbox answers only direct local requests (no forwarding headers).
  const direct = await browser.newContext();
  await followVerificationLink(direct, email);
  await direct.close();
  await expect(friend.getByTestId('verification-success')).toBeVisible({ timeout: 15_000 });

  const masked = `${email.slice(0, 2)}***@example.com`;
  for (const size of SIZES) {
    await referrer.setViewportSize({ width: size.width, height: size.height });
    await referrer.goto('/');
    await openRewards(referrer, size.width);
    const panel = referrer.getByTestId('invite-friends');
    await expect(panel.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(
      new RegExp(`\\?campaign=${code}&source=friends$`),
    );
    await expect(panel.getByRole('listitem')).toHaveCount(friendsBefore + 1);
    const row = panel.getByRole('listitem').filter({ hasText: masked });
    await expect(row).toContainText('Playing');
    await panel.scrollIntoViewIfNeeded();
    await screen(referrer, `referral-terms-invite-${size.name}`);
  }
  await referrerContext.close();
  await friendContext.close();
});

test('an updated terms version blocks the player until it is accepted', async ({ browser }) => {
  test.setTimeout(120_000);
  const operatorContext = await browserAt(browser, '203.0.113.30');
  const operator = await operatorContext.newPage();
  await signIn(operator, OPERATOR);
  const publish = (requiresAcceptance: boolean) =>
    operator.request.post('/api/admin/terms-of-service', {
      data: {
        title: 'Terms of Service',
        summary: 'We clarified how Sweeps Coins prizes are redeemed.',
        requiresAcceptance,
      },
    });
  const published = await publish(true);
  expect(published.ok()).toBe(true);
  const { id, version } = (await published.json()).data;

  const context = await browserAt(browser, '203.0.113.40');
  const page = await context.newPage();
  try {
    await signIn(page, TERMS_PLAYER);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toContainText(`version ${version}`);
      await screen(page, `referral-terms-terms-${size.name}`);
      // Neither Escape nor the overlay closes it.
      await page.keyboard.press('Escape');
      await page
        .getByTestId('modal-overlay')
        .last()
        .click({ position: { x: 5, y: 5 }, force: true });
      await expect(dialog).toBeVisible();
    }
    // The round server refuses a new round too (decision 124), whatever the web shows.
    const refused = await page.request.post('/api/rgs/play', {
      data: { gameId: 1, coin: 'GC', betLevel: 0, idempotencyKey: crypto.randomUUID() },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.name).toBe('TermsOfServiceAcceptanceRequiredError');
    await page.getByRole('button', { name: 'I ACCEPT' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeHidden();
    const terms = await (await page.request.get('/api/terms-of-service')).json();
    expect(terms.data).toMatchObject({ id, needsAcceptance: false });
    expect(terms.data.acceptedAt).not.toBeNull();
    await page.reload();
    await expect(page.getByTestId('lobby-page')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toHaveCount(0);
  } finally {
    // Later journeys' players must not meet this version: the next one asks for nothing.
    expect((await publish(false)).ok()).toBe(true);
    await context.close();
    await operatorContext.close();
  }
});
