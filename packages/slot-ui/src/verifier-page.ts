import type {
  TActiveSeedPair,
  TListRoundsResponse,
  TRotateSeedsResponse,
  TRoundView,
  TVerifyRoundResponse,
} from '@casino/contracts';
import { element } from '#src/dom';
import { amountForMultiplier, formatCoins } from '#src/format';

/** What the game's own math says about a round (the verifier bundle passes its engine in). */
export interface TVerifierResult {
  isCommitmentKept: boolean;
  isOutcomeReproduced: boolean;
  multiplierHundredths: number;
}
export type TVerifyFunction = (data: TVerifyRoundResponse['data']) => TVerifierResult;

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = new URLSearchParams(location.search).get('token');
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(json.error?.message ?? `Request failed (${response.status})`);
  return json;
}

/**
 * The provably fair page: the committed seed pair, seed rotation, the player's recent rounds in
 * this game, and a recompute of any round in the browser from its revealed seeds.
 */
export async function startVerifierPage(config: { title: string; verify: TVerifyFunction }) {
  const params = new URLSearchParams(location.search);
  const gameId = Number(params.get('gameId'));
  const seeds = element('section', { class: 'verify-card', 'aria-label': 'Seeds' });
  const rounds = element('section', { class: 'verify-card', 'aria-label': 'Your rounds' });
  const result = element('section', {
    class: 'verify-card',
    'aria-live': 'polite',
    'data-testid': 'verify-result',
  });
  document.body.append(
    element('main', { class: 'verify' }, [
      element('h1', { class: 'title', text: `${config.title} — provably fair` }),
      element('p', {
        class: 'verify-intro',
        text: 'Every round is drawn with HMAC-SHA256 from the server seed (committed by its hash before you play), your client seed and the round nonce. Rotate your seeds to reveal the server seed, then verify any round: this page recomputes it here, in your browser, with the game’s own math.',
      }),
      seeds,
      result,
      rounds,
    ]),
  );

  async function renderSeeds(revealed?: TRotateSeedsResponse['data']['revealed']) {
    const { data } = await call<{ data: TActiveSeedPair }>('GET', '/api/rgs/seeds');
    const rotate = element('button', {
      type: 'button',
      class: 'primary-button',
      text: 'Rotate seeds (reveal the server seed)',
    });
    rotate.addEventListener('click', () => {
      void call<TRotateSeedsResponse>('POST', '/api/rgs/seeds/rotate', {})
        .then((answer) => renderSeeds(answer.data.revealed))
        .catch((error: unknown) => showError(error));
    });
    seeds.replaceChildren(
      element('h2', { text: 'Seeds' }),
      element('dl', { class: 'figures' }, [
        element('dt', { text: 'Server seed hash (committed)' }),
        element('dd', { class: 'mono', text: data.serverSeedHash }),
        element('dt', { text: 'Client seed' }),
        element('dd', { class: 'mono', text: data.clientSeed }),
        element('dt', { text: 'Next nonce' }),
        element('dd', { text: String(data.nonce) }),
        ...(revealed
          ? [
              element('dt', { text: 'Revealed server seed' }),
              element('dd', {
                class: 'mono',
                text: `${revealed.serverSeed} (hash ${revealed.serverSeedHash}, ${revealed.roundsPlayed} rounds)`,
              }),
            ]
          : []),
      ]),
      rotate,
    );
  }

  function showError(error: unknown) {
    result.replaceChildren(
      element('p', {
        class: 'verify-bad',
        text: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  async function verify(round: TRoundView) {
    const { data } = await call<TVerifyRoundResponse>(
      'GET',
      `/api/rgs/verify?roundId=${encodeURIComponent(round.roundId)}`,
    );
    if (data.serverSeed === null) {
      result.replaceChildren(
        element('h2', { text: `Round ${round.roundId}` }),
        element('p', {
          text: 'The server seed of this round is still secret. Rotate your seeds above to reveal it, then verify again.',
        }),
      );
      return;
    }
    const outcome = config.verify(data);
    const verdict = outcome.isCommitmentKept && outcome.isOutcomeReproduced;
    result.replaceChildren(
      element('h2', { text: `Round ${round.roundId}` }),
      element('p', {
        class: verdict ? 'verify-good' : 'verify-bad',
        text: verdict
          ? 'Verified: this round is exactly what the seeds produce.'
          : 'Mismatch: this round does not match its seeds.',
      }),
      element('dl', { class: 'figures' }, [
        element('dt', { text: 'Server seed matches its commitment' }),
        element('dd', { text: outcome.isCommitmentKept ? 'yes' : 'NO' }),
        element('dt', { text: 'Recomputed events equal the recorded ones' }),
        element('dd', { text: outcome.isOutcomeReproduced ? 'yes' : 'NO' }),
        element('dt', { text: 'Recomputed win' }),
        element('dd', {
          text: `${(outcome.multiplierHundredths / 100).toFixed(2)}× bet = ${formatCoins(amountForMultiplier(round.betMinor, outcome.multiplierHundredths), round.coin)}`,
        }),
        element('dt', { text: 'Seeds' }),
        element('dd', {
          class: 'mono',
          text: `server ${data.serverSeed} · client ${data.clientSeed} · nonce ${data.nonce}`,
        }),
      ]),
    );
  }

  async function renderRounds() {
    const { data } = await call<TListRoundsResponse>(
      'GET',
      `/api/rgs/rounds?gameId=${gameId}&limit=20`,
    );
    const rows = data.rounds.map((round) => {
      const button = element('button', { type: 'button', class: 'pill-button', text: 'Verify' });
      button.addEventListener(
        'click',
        () => void verify(round).catch((error: unknown) => showError(error)),
      );
      return element('tr', {}, [
        element('td', { text: new Date(round.createdAt).toLocaleString('en-US') }),
        element('td', { text: formatCoins(round.betMinor, round.coin) }),
        element('td', { text: formatCoins(round.winMinor, round.coin) }),
        element('td', { text: String(round.nonce) }),
        element('td', {}, [button]),
      ]);
    });
    rounds.replaceChildren(
      element('h2', { text: 'Your recent rounds' }),
      rows.length === 0
        ? element('p', { text: 'No rounds in this game yet.' })
        : element('table', { class: 'verify-table' }, [
            element('thead', {}, [
              element(
                'tr',
                {},
                ['Time', 'Bet', 'Win', 'Nonce', ''].map((text) => element('th', { text })),
              ),
            ]),
            element('tbody', {}, rows),
          ]),
    );
  }

  try {
    await renderSeeds();
    if (Number.isInteger(gameId) && gameId > 0) await renderRounds();
  } catch (error) {
    showError(error);
  }
}
