import { expect, test, type Page } from '@playwright/test';

const DEMO_PLAYER = { email: 'demo@crowncasino.example', password: 'CrownDemo1!' };

async function signIn(page: Page) {
  const response = await page.request.post('/api/auth/sign-in', { data: DEMO_PLAYER });
  expect(response.ok()).toBe(true);
}

async function walletOf(page: Page) {
  const response = await page.request.get('/api/v2/user/get-wallet');
  return (await response.json()).data.userWallet as {
    gcCoin: number;
    scCoin: { bsc: number; psc: number; wsc: number };
  };
}

async function findGameId(page: Page, name: string): Promise<number> {
  const response = await page.request.get(
    `/api/games/search?limit=0&page=1&text=${encodeURIComponent(name)}`,
  );
  const rows = (await response.json()).data.rows as { masterCasinoGameId: number; name: string }[];
  const game = rows.find((row) => row.name === name);
  if (!game) throw new Error(`No game named ${name}`);
  return game.masterCasinoGameId;
}

interface PlayedRound {
  roundId: string;
  betMinor: number;
  winMinor: number;
  state: string;
}

/** The round as the server stored it, once every step the frame plays (free spins too) is done. */
async function settledRound(page: Page, gameId: number, roundId: string): Promise<PlayedRound> {
  let found: PlayedRound | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/rgs/rounds?gameId=${gameId}&limit=5`);
        const rounds = (await response.json()).data.rounds as PlayedRound[];
        found = rounds.find((round) => round.roundId === roundId);
        return found?.state;
      },
      { timeout: 60_000 },
    )
    .toBe('settled');
  return found as PlayedRound;
}

/** Plays one round in the frame and waits until the server has settled it. */
async function spinOnce(page: Page, gameId: number) {
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  const spin = frame.getByTestId('spin');
  await expect(spin).toBeEnabled();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/rgs/play'));
  await spin.click();
  const { roundId } = (await (await answer).json()).data as { roundId: string };
  await expect(spin).not.toHaveClass(/is-spinning/, { timeout: 60_000 });
  return settledRound(page, gameId, roundId);
}

const totalSc = (wallet: { scCoin: { bsc: number; psc: number; wsc: number } }) =>
  wallet.scCoin.bsc + wallet.scCoin.psc + wallet.scCoin.wsc;

test.describe('playing a studio game', () => {
  test('a signed-in player opens a game from the lobby, plays GC and SC rounds, the header follows, and leaves', async ({
    page,
  }) => {
    await signIn(page);
    const gameId = await findGameId(page, 'Crown Jewels');
    await page.goto('/');
    await page
      .getByRole('link', { name: /Crown Jewels/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/games/${gameId}$`));
    await expect(page.getByTestId('game-page')).toBeVisible();

    const frame = page.frameLocator('[data-testid="game-iframe"]');
    await expect(frame.getByRole('heading', { name: 'Paytable' })).toBeVisible();
    await expect(frame.getByText(/Return to player/)).toBeVisible();
    await frame.getByRole('button', { name: 'Play', exact: true }).click();

    const before = await walletOf(page);
    const gcRound = await spinOnce(page, gameId);
    expect(gcRound.betMinor).toBeGreaterThan(0);
    const afterGc = await walletOf(page);
    expect(afterGc.gcCoin).toBe(before.gcCoin - gcRound.betMinor + gcRound.winMinor);
    expect(totalSc(afterGc)).toBe(totalSc(before));
    const header = page.getByTestId('balance-panel');
    await expect(header).toContainText(
      new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(
        Math.trunc(afterGc.gcCoin / 100),
      ),
    );

    await page.getByTestId('coin-switcher').getByRole('radio', { name: 'SC' }).click();
    // The game relaunches for the new coin and shows its paytable again before betting.
    await frame.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(frame.getByTestId('frame-balance')).toContainText('SC', { timeout: 15_000 });
    const scBefore = await walletOf(page);
    const scRound = await spinOnce(page, gameId);
    expect(scRound.betMinor).toBeGreaterThan(0);
    const afterSc = await walletOf(page);
    expect(totalSc(afterSc)).toBe(totalSc(scBefore) - scRound.betMinor + scRound.winMinor);
    expect(afterSc.gcCoin).toBe(scBefore.gcCoin);

    await page.getByRole('link', { name: 'Back to lobby' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('game-iframe')).toHaveCount(0);
  });
});

test.describe('provably fair verifier', () => {
  test('a player rotates seeds and verifies a round in the browser', async ({ page }) => {
    await signIn(page);
    const gameId = await findGameId(page, 'Crown Jewels');
    const played = await page.request.post('/api/rgs/play', {
      data: { gameId, coin: 'GC', betLevel: 0, idempotencyKey: `e2e-verify-${Date.now()}` },
    });
    expect(played.ok()).toBe(true);
    const { roundId } = ((await played.json()) as { data: { roundId: string } }).data;

    await page.goto(`/games-ui/video-5x3/verify.html?gameId=${gameId}`);
    await expect(page.getByRole('heading', { name: /provably fair/ })).toBeVisible();
    await page.getByRole('button', { name: /Rotate seeds/ }).click();
    await expect(page.getByText('Revealed server seed')).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).first().click();
    const result = page.getByTestId('verify-result');
    await expect(result).toContainText(roundId);
    await expect(result).toContainText('Verified: this round is exactly what the seeds produce.');
  });
});
