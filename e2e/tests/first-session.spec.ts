// A player's first session (issue 10): what a guest and a new player meet on a phone and on a
// desktop. Checks are grouped into few page loads; each screen is saved for a person to look at.
import { expect, test, type Page } from './journey-test';
import { expectNoSeriousA11yViolations } from './axe';
import { DEMO_PLAYER, findGameId } from './game-journey';
import { signUpVerified } from './players';
import { screen } from './screens';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const OPERATOR = { email: 'operator@crowncasino.example', password: 'CrownAdmin1!' };
/** Texts that promise coins or places nothing on screen delivers yet. */
const UNBACKED_PROMISES = /free (crown|sweeps) coins|free to play|daily bonus|collect\b/i;

function shot(page: Page, name: string) {
  return screen(page, `first-session-${name}`, { settleMs: 0 });
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Signs up a new player through the API, verifies the address through the outbox, signs in. */
async function signInNewPlayer(page: Page): Promise<string> {
  const email = `first-${Date.now().toString(36)}@example.com`;
  const password = 'first-pass-1';
  await signUpVerified(page, email, password);
  const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(signIn.ok()).toBe(true);
  return email;
}

async function openLobby(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('lobby-rows')).toBeVisible({ timeout: 30_000 });
}

test.describe('a guest', () => {
  test.use(PHONE);

  test('lands without errors or promises of free coins, and a game tile invites sign-up', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // A policy violation is not a console error: the page records each one it sees.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
      });
    });
    await page.goto('/');
    const landing = page.getByTestId('landing-page');
    await expect(landing.getByRole('button', { name: 'Sign up' })).toBeVisible();
    const teaser = page.getByRole('region', { name: /top picks/i });
    await expect(teaser.getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('site-footer')).toContainText('NO PURCHASE NECESSARY');
    expect(await page.locator('body').innerText()).not.toMatch(UNBACKED_PROMISES);
    expect(consoleErrors).toEqual([]);
    await shot(page, 'landing-390x844');

    await teaser.getByRole('link').first().click();
    const game = page.getByTestId('game-page');
    const invite = game.getByTestId('guest-game');
    await expect(invite).toBeVisible();
    await expect(game.getByRole('heading', { level: 1 })).not.toHaveText('Game');
    const name = await game.getByRole('heading', { level: 1 }).innerText();
    await expect(invite).toContainText(`Sign up or log in to play ${name}.`);
    await expect(invite.getByRole('img')).toBeVisible();
    await expect(invite.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(invite.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, 'guest game page');
    await shot(page, 'guest-game-390x844');
    await invite.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(consoleErrors).toEqual([]);
    expect(
      await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations),
    ).toEqual([]);
  });
});

test.describe('the demo player on a phone', () => {
  test.use(PHONE);

  test('the lobby, search and My Account fit the screen and close every way', async ({ page }) => {
    const signIn = await page.request.post('/api/auth/sign-in', { data: DEMO_PLAYER });
    expect(signIn.ok()).toBe(true);
    await openLobby(page);
    const nav = page.getByTestId('footer-nav');
    await expect(nav).toBeVisible();
    // Only what is built (decision 110): the store, redemption and Rewards.
    await expect(nav.getByRole('button')).toHaveText([
      'Store',
      'Redeem',
      'Home',
      'Rewards',
      'Account',
    ]);
    await expect(page.getByRole('button', { name: 'Buy coins' })).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(UNBACKED_PROMISES);
    for (const chip of await page.locator('.chips-bar__list .cc-chip').all()) {
      const overflow = await chip.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await shot(page, 'lobby-390x844');

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByTestId('search-panel');
    await search.getByRole('searchbox', { name: 'Search games' }).fill('crown');
    await expect(search.getByTestId('search-results').getByRole('link').first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expect(search.getByRole('button', { name: 'Close search' })).toBeInViewport({
      ratio: 1,
    });
    await shot(page, 'search-390x844');
    await page.keyboard.press('Escape');
    await expect(search).toHaveCount(0);
    await expect(page.getByTestId('lobby-rows')).toBeVisible();

    await nav.getByRole('button', { name: 'Account' }).click();
    const dialog = page.getByTestId('full-page-dialog');
    await expect(dialog.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
    await expect(nav).toBeInViewport({ ratio: 1 });
    await expect(nav.getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousA11yViolations(page, 'my account on a phone');
    await shot(page, 'account-390x844');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    await nav.getByRole('button', { name: 'Account' }).click();
    await expect(dialog.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await nav.getByRole('button', { name: 'Account' }).click();
    await expect(dialog.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('lobby-rows')).toBeVisible();
  });

  test('the chosen coin survives a reload and the game launches in it', async ({ page }) => {
    const signIn = await page.request.post('/api/auth/sign-in', { data: DEMO_PLAYER });
    expect(signIn.ok()).toBe(true);
    await openLobby(page);
    await page.getByRole('radio', { name: 'SC' }).click();
    await expect(page.getByRole('radio', { name: 'SC' })).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'SC' })).toHaveAttribute('aria-checked', 'true');

    const gameId = await findGameId(page, 'Crown Sevens');
    const launch = page.waitForRequest((request) =>
      request.url().endsWith('/api/user/launch-game'),
    );
    await page.goto(`/games/${gameId}`);
    expect((await launch).postDataJSON()).toMatchObject({ gameId, coin: 'SC' });
    await page.getByRole('radio', { name: 'CC' }).click();
    await expect(page.getByRole('radio', { name: 'CC' })).toHaveAttribute('aria-checked', 'true');
  });
});

test.describe('a new player on a desktop', () => {
  test.use(DESKTOP);

  test('sees two rows of games, plays into an empty wallet, verifies a phone, takes a break', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInNewPlayer(page);
    await openLobby(page);
    await expect(page.getByTestId('footer-nav')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buy coins' })).toBeVisible();
    const rows = page.getByTestId('lobby-rows').locator('.category-row');
    await expect(rows.nth(1)).toBeVisible();
    for (const index of [0, 1]) {
      await expect(rows.nth(index).locator('.game-slot').first()).toBeInViewport({ ratio: 1 });
    }
    const banners = page.getByTestId('lobby-banner');
    await expect(banners).toHaveCount(3);
    const caption = banners.first().locator('.hero-banner__title');
    expect(await caption.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"?Outfit/,
    );
    expect(await page.locator('body').innerText()).not.toMatch(UNBACKED_PROMISES);
    await shot(page, 'lobby-1280x800');

    // An empty wallet: the spin refuses, and the refusal does not push the controls away.
    const gameId = await findGameId(page, 'Crown Sevens');
    await page.goto(`/games/${gameId}`);
    const frame = page.frameLocator('[data-testid="game-iframe"]');
    // The rules and paytable greet a first visit, from their top.
    const card = frame.locator('.dialog:not([hidden]) .dialog-card');
    await expect(card).toBeVisible();
    expect(await card.evaluate((element) => element.scrollTop)).toBe(0);
    await card.getByRole('button', { name: 'Play' }).click();
    const spinTop = () =>
      frame.getByTestId('spin').evaluate((element) => element.getBoundingClientRect().top);
    const topBefore = await spinTop();
    await frame.getByTestId('spin').click();
    await expect(frame.locator('.message')).toHaveText('Not enough CC for this bet');
    expect(await spinTop()).toBe(topBefore);
    await expect(frame.getByTestId('spin')).toBeInViewport({ ratio: 1 });
    const iframeBox = await page.getByTestId('game-iframe').boundingBox();
    const spinBottom = await frame
      .getByTestId('spin')
      .evaluate((element) => element.getBoundingClientRect().bottom);
    expect(spinBottom).toBeLessThanOrEqual(iframeBox?.height ?? 0);
    await shot(page, 'not-enough-1280x800');
    await frame.getByRole('button', { name: 'Paytable and rules' }).click();
    await expect(card).toBeVisible();
    expect(await card.evaluate((element) => element.scrollTop)).toBe(0);
    await page.keyboard.press('Escape');

    // Phone verification takes a national number with the country picker.
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: /Menu/ })
      .getByRole('button', { name: 'My Account' })
      .click();
    const account = page.getByTestId('full-page-dialog');
    await account.getByRole('button', { name: 'Verify phone' }).click();
    const wizard = page.getByTestId('phone-verification');
    await expect(wizard.getByLabel('Country')).toHaveValue('US');
    await wizard.getByLabel('Phone number*').fill('(201) 555-0199');
    await wizard.getByRole('button', { name: 'Send Code' }).click();
    await expect(wizard.getByText('Step 2/2')).toBeVisible();
    const sms = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent('+12015550199')}`);
    const code = /verification code is (\d{6})/.exec(await sms.text())?.[1] ?? '';
    await wizard.getByLabel('Verification code*').fill(code);
    await wizard.getByRole('button', { name: 'Verify' }).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(account.getByText('+12015550199')).toBeVisible();

    // A break is confirmed with its consequences, and the player is told what happened.
    await account.getByRole('button', { name: '1 day' }).click();
    await account.getByRole('button', { name: 'Confirm' }).click();
    const confirm = page.getByTestId('exclusion-confirm');
    await expect(confirm).toContainText('you will be logged out');
    await shot(page, 'break-confirm-1280x800');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(account.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await account.getByRole('button', { name: 'Confirm' }).click();
    await confirm.getByRole('button', { name: 'Take the break' }).click();
    const done = page.getByTestId('exclusion-done');
    await expect(done).toContainText('Your break has started');
    await shot(page, 'break-done-1280x800');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('landing-page')).toBeVisible();
  });
});

test.describe('feature flags', () => {
  test('follow the player who signs in by email, without a reload', async ({ page, browser }) => {
    const operator = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await operator.request.post('/api/auth/sign-in', { data: OPERATOR });
    const demo = await page.request.post('/api/auth/sign-in', { data: DEMO_PLAYER });
    const userId = (await (await page.request.post('/api/auth/api-login')).json()).data
      .userId as string;
    expect(demo.ok()).toBe(true);
    await page.request.post('/api/auth/sign-out');
    const override = `/api/admin/feature-flags/search_enabled/overrides/${userId}`;
    expect((await operator.request.put(override, { data: { value: false } })).ok()).toBe(true);
    try {
      await page.goto('/');
      await page.getByTestId('landing-page').getByRole('button', { name: 'Log in' }).click();
      const login = page.getByTestId('login-wizard');
      await login.getByLabel('Email*').fill(DEMO_PLAYER.email);
      await login.getByLabel('Password*', { exact: true }).fill(DEMO_PLAYER.password);
      await login.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect(page.getByTestId('lobby-rows')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
    } finally {
      await operator.request.delete(override);
      await operator.close();
    }
  });
});
