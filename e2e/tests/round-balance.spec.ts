import { expect, test, type Request } from './journey-test';
import { findGameId, signIn } from './game-journey';

const WALLET_PATH = '/api/v2/user/get-wallet';
const isWalletFetch = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === WALLET_PATH;
const formatGc = (gcMinor: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.trunc(gcMinor / 100));

// Decision 130: a round's balance reaches the header once, from the round itself (the wallet
// message held until the frame's spinEnd for that round), with no wallet refetch.
test(
  "a round's balance reaches the header without a wallet refetch",
  { tag: '@postgres' },
  async ({ page }) => {
    await signIn(page);
    const gameId = await findGameId(page, 'Crown Sevens');
    const walletFetches: string[] = [];
    let walletAnswers = 0;
    page.on('request', (request) => {
      if (isWalletFetch(request)) walletFetches.push(request.url());
    });
    page.on('requestfinished', (request) => {
      if (isWalletFetch(request)) walletAnswers += 1;
    });
    // The wallet socket refetches the wallet once when its namespace connects (so nothing missed
    // while it was closed is lost); the round starts only after that answer has arrived. Answers
    // are counted, not requests: the refetch's request may be seen before the connect frame is.
    let answersAtConnect: number | null = null;
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/socket')) return;
      socket.on('framereceived', ({ payload }) => {
        if (answersAtConnect === null && String(payload).startsWith('40/wallet')) {
          answersAtConnect = walletAnswers;
        }
      });
    });
    await page.goto(`/games/${gameId}`);
    const frame = page.frameLocator('[data-testid="game-iframe"]');
    await frame.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => answersAtConnect !== null && walletAnswers > answersAtConnect, {
        timeout: 30_000,
      })
      .toBe(true);

    const spin = frame.getByTestId('spin');
    await expect(spin).toBeEnabled();
    walletFetches.length = 0;
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/rgs/play'));
    await spin.click();
    const { balance } = (await (await answer).json()).data as { balance: { gc: number } };
    await expect(spin).not.toHaveClass(/is-spinning/, { timeout: 60_000 });
    await expect(page.getByTestId('balance-value')).toHaveText(formatGc(balance.gc));
    // The old flow refetched at spinEnd and echoed the wallet to the frame a second later.
    await page.waitForTimeout(1_500);
    await expect(page.getByTestId('balance-value')).toHaveText(formatGc(balance.gc));
    expect(walletFetches).toEqual([]);
  },
);
