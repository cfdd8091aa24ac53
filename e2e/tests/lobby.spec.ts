import { expect, test, type Page } from './journey-test';
import { expectNoSeriousA11yViolations } from './axe';

const DEMO_PLAYER = { email: 'demo@crowncasino.example', password: 'CrownDemo1!' };

function expectAccessible(page: Page, screen: string): Promise<void> {
  return expectNoSeriousA11yViolations(page, screen);
}

async function openLobby(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in', { data: DEMO_PLAYER });
  expect(response.ok()).toBe(true);
  await page.goto('/');
  // The first lobby load fetches its code chunk and the catalogue; allow a busy machine time.
  await expect(page.getByTestId('lobby-rows')).toBeVisible({ timeout: 30_000 });
}

test.describe('lobby on desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('browses categories with the chips and comes back to the rows', async ({ page }) => {
    const impressions = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/analytics/events') &&
        (request.postData() ?? '').includes('"games_impression"'),
      { timeout: 30_000 },
    );
    await openLobby(page);
    const batch = (await impressions).postDataJSON() as {
      events: { name: string; properties: object }[];
    };
    const impression = batch.events.find((event) => event.name === 'games_impression');
    expect(impression?.properties).toMatchObject({
      category: 'top-picks',
      vertical_location: 0,
    });
    await expect(page.getByRole('region', { name: 'Top Picks' })).toBeVisible();
    await expectAccessible(page, 'lobby');

    await page.getByRole('button', { name: 'New Releases', exact: true }).click();
    await expect(page).toHaveURL(/\?category=new-releases$/);
    const view = page.getByTestId('category-view');
    await expect(view.getByRole('heading', { name: 'New Releases' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Releases', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectAccessible(page, 'category view');

    await page.getByRole('button', { name: 'All Games' }).click();
    await expect(page.getByTestId('lobby-rows')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('See All opens the category grid and pages through it', async ({ page }) => {
    await openLobby(page);
    await page.getByRole('button', { name: /See All \(15\)\s?: Video Slots/ }).click();
    const view = page.getByTestId('category-view');
    await expect(view.getByRole('link')).toHaveCount(12);
    await expect(view.getByText('Showing 12 of 15 games')).toBeVisible();
    await view.getByRole('button', { name: 'Load more games' }).click();
    await expect(view.getByRole('link')).toHaveCount(15);
    await expect(view.getByRole('button', { name: 'Load more games' })).toBeHidden();
    await view.getByRole('button', { name: 'Back to the lobby' }).click();
    await expect(page.getByTestId('lobby-rows')).toBeVisible();
  });

  test('carousel arrows page a row', async ({ page }) => {
    await openLobby(page);
    const row = page.getByTestId('category-row-top-picks');
    const previous = row.getByRole('button', { name: 'Previous games' });
    const next = row.getByRole('button', { name: 'Next games' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(previous).toBeEnabled();
    await expect
      .poll(() => row.locator('.carousel__track').evaluate((track) => track.scrollLeft))
      .toBeGreaterThan(0);
    await previous.click();
    await expect(previous).toBeDisabled();
  });

  test('chips and carousel arrows work from the keyboard with a visible focus ring', async ({
    page,
  }) => {
    await openLobby(page);
    await expect(page.getByTestId('home-widgets')).toHaveCount(0);
    const row = page.getByTestId('category-row-top-picks');
    const next = row.getByRole('button', { name: 'Next games' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => row.locator('.carousel__track').evaluate((track) => track.scrollLeft))
      .toBeGreaterThan(0);

    const chip = page.getByRole('button', { name: 'New Releases', exact: true });
    await chip.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(chip).toBeFocused();
    expect(await chip.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?category=new-releases$/);
  });

  test('search finds games, remembers the term and shows the empty state with recently played', async ({
    page,
  }) => {
    await openLobby(page);
    await page.getByTestId('category-row-top-picks').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/games\/\d+$/);
    await page.goBack();
    await expect(page.getByTestId('lobby-rows')).toBeVisible();

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByTestId('search-panel');
    const input = search.getByRole('searchbox', { name: 'Search games' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Start your search');
    await input.fill('crown');
    await expect(search.getByTestId('search-results').getByRole('link').first()).toBeVisible();
    await expectAccessible(page, 'search results');

    await input.fill('');
    await expect(
      search.getByTestId('search-history').getByRole('button', { name: 'crown' }),
    ).toBeVisible();
    await expect(search.getByTestId('recently-played').getByRole('link')).toHaveCount(1);

    await input.fill('zzqxwv');
    await expect(search.getByText('REELS CAME UP EMPTY')).toBeVisible();
    await expect(search.getByText('No games found')).toBeVisible();
    await expect(search.getByTestId('recently-played')).toBeVisible();
    await expectAccessible(page, 'search empty');

    await search.getByRole('button', { name: 'Close search' }).click();
    await expect(page.getByTestId('lobby-rows')).toBeVisible();
  });

  test('the side menu navigates to a category and closes with Escape', async ({ page }) => {
    await openLobby(page);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const menu = page.getByRole('dialog', { name: /Menu/ });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'My Account' })).toBeVisible();
    // An entry appears once its area is built (decision 110): the store, Redeem and Rewards.
    await expect(menu.getByRole('button', { name: /^(Buy|Redeem|Rewards)$/ })).toHaveCount(3);
    await expect(menu.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expectAccessible(page, 'side menu');
    await menu.getByRole('button', { name: 'Table Style' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\?category=table-style$/);

    await hamburger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('a full-page dialog opens from the menu and closes by mouse, Escape and keyboard', async ({
    page,
  }) => {
    await openLobby(page);
    // The footer navigation is a phone's bottom bar; on a desktop the menu holds the same.
    await expect(page.getByTestId('footer-nav')).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    const openAccount = async () => {
      await hamburger.click();
      await page
        .getByRole('dialog', { name: /Menu/ })
        .getByRole('button', { name: 'My Account' })
        .click();
    };

    await openAccount();
    const dialog = page.getByTestId('full-page-dialog');
    await expect(dialog.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByTestId('app-header')).toBeHidden();
    await expectAccessible(page, 'full-page dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await openAccount();
    await expect(dialog.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Log Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('lobby-rows')).toBeVisible();
  });
});

test.describe('lobby on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('fits the screen, shows three tiles a page and the footer navigation', async ({ page }) => {
    await openLobby(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expect(page.getByTestId('footer-nav')).toBeVisible();
    const row = page.getByTestId('category-row-top-picks');
    await expect(row.getByRole('button', { name: 'Next games' })).toBeHidden();
    await expectAccessible(page, 'mobile lobby');

    // Art is requested for the page in view and the next; later pages wait for the swipe.
    const tiles = row.locator('.game-slot');
    await expect(tiles.nth(5).locator('img.cc-tile__art')).toHaveCount(1);
    await expect(tiles.nth(9).locator('img.cc-tile__art')).toHaveCount(0);
    await row.locator('.carousel__track').evaluate((track) => track.scrollBy({ left: 600 }));
    await expect(tiles.nth(9).locator('img.cc-tile__art')).toHaveCount(1);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search games' }).fill('diamond');
    await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible();
    await expectAccessible(page, 'mobile search');
  });
});
