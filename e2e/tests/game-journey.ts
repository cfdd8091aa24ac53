// Shared steps of the game journeys: sign in the demo player, read the wallet, find a title,
// wait for a round to settle on the server.
import { expect, type Page } from '@playwright/test';

export const DEMO_PLAYER = { email: 'demo@crowncasino.example', password: 'CrownDemo1!' };

export async function signIn(page: Page) {
  const response = await page.request.post('/api/auth/sign-in', { data: DEMO_PLAYER });
  expect(response.ok()).toBe(true);
}

export async function walletOf(page: Page) {
  const response = await page.request.get('/api/v2/user/get-wallet');
  return (await response.json()).data.userWallet as {
    gcCoin: number;
    scCoin: { bsc: number; psc: number; wsc: number };
  };
}

export async function findGameId(page: Page, name: string): Promise<number> {
  const response = await page.request.get(
    `/api/games/search?limit=0&page=1&text=${encodeURIComponent(name)}`,
  );
  const rows = (await response.json()).data.rows as { masterCasinoGameId: number; name: string }[];
  const game = rows.find((row) => row.name === name);
  if (!game) throw new Error(`No game named ${name}`);
  return game.masterCasinoGameId;
}

export interface PlayedRound {
  roundId: string;
  betMinor: number;
  winMinor: number;
  state: string;
}

/** The round as the server stored it, once the frame has played it to its end. */
export async function settledRound(
  page: Page,
  gameId: number,
  roundId: string,
): Promise<PlayedRound> {
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

interface RoundAnswer {
  roundId: string;
  round: PlayedRound & { steps: unknown[]; awaitingActions: string[] };
}

/**
 * Plays one GC round through the API to its end: a round that waits for the player's choice
 * (mines) stays open, and an open round refuses the next round of its game and a seed rotation,
 * so every step it awaits is played here (mines cashes out).
 */
export async function playWholeRound(
  page: Page,
  gameId: number,
  idempotencyKey: string,
): Promise<PlayedRound> {
  const played = await page.request.post('/api/rgs/play', {
    data: { gameId, coin: 'GC', betLevel: 0, idempotencyKey },
  });
  expect(played.ok()).toBe(true);
  let answer = ((await played.json()) as { data: RoundAnswer }).data;
  while (answer.round.state === 'open') {
    const { awaitingActions, steps } = answer.round;
    const action = awaitingActions.includes('cashOut') ? 'cashOut' : awaitingActions[0];
    const continued = await page.request.post(`/api/rgs/rounds/${answer.roundId}/continue`, {
      data: { action, stepIndex: steps.length },
    });
    expect(continued.ok()).toBe(true);
    answer = ((await continued.json()) as { data: RoundAnswer }).data;
  }
  return answer.round;
}

export const totalSc = (wallet: { scCoin: { bsc: number; psc: number; wsc: number } }) =>
  wallet.scCoin.bsc + wallet.scCoin.psc + wallet.scCoin.wsc;

/** A GC balance as the header shows it: whole coins, grouped. */
export const formatGc = (gcMinor: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.trunc(gcMinor / 100));
