import { expect, test } from './journey-test';
import { expectNoSeriousA11yViolations } from './axe';

test.describe('shell for guests', () => {
  test('a guest sees the landing page with real games and can reach the sign-up dialog', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Crown Casino');
    const landing = page.getByTestId('landing-page');
    await expect(
      landing.getByRole('heading', { level: 1, name: 'Play like royalty' }),
    ).toBeVisible();
    await expect(page.getByTestId('hero-banner').locator('img').first()).toBeVisible();

    const teaser = page.getByRole('region', { name: /top picks/i });
    await expect(teaser.getByRole('link').first()).toBeVisible();
    expect(await teaser.getByRole('link').count()).toBeGreaterThanOrEqual(6);

    await landing.getByRole('button', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(landing.getByRole('button', { name: 'Sign up' })).toBeFocused();

    await expectNoSeriousA11yViolations(page, 'landing');
  });

  test('a guest on a phone sees the whole landing within the screen', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    const landing = page.getByTestId('landing-page');
    await expect(landing.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: /top picks/i }).getByRole('link'),
    ).not.toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectNoSeriousA11yViolations(page, 'mobile landing');
    await context.close();
  });

  test('the first screen paints from the HTML alone, before any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Crown Casino home' })).toBeVisible();
    const banner = page.getByRole('img', { name: /golden crown/ });
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    // Other routes get the same frame without the home banner.
    await page.goto('/pages/terms-of-service');
    await expect(page.getByRole('link', { name: 'Crown Casino home' })).toBeVisible();
    await expect(page.getByRole('img', { name: /golden crown/ })).toHaveCount(0);
    await context.close();
  });

  test('a guest opens a CMS page from the footer and sees its content', async ({ page }) => {
    await page.goto('/');
    await page
      .getByTestId('site-footer')
      .getByRole('link', { name: 'Terms of Service' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pages\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.locator('.cms-page__body')).toContainText(/sweeps coins/i);
    await expect(page.getByText(/Last updated \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'cms page');
  });

  test('unknown routes and unknown CMS pages show Not Found', async ({ page }) => {
    await page.goto('/no-such-place');
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'not found');

    await page.goto('/pages/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await expect(page.getByTestId('landing-page')).toBeVisible();
  });

  test('the game route renders its page frame with a way back', async ({ page }) => {
    await page.goto('/games/1');
    await expect(page.getByTestId('game-page')).toBeVisible();
    await page.getByRole('link', { name: 'Back to lobby' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
