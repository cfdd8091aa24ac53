import type {
  TGameInfo,
  TGetOpenRoundResponse,
  TRoundPlayResponse,
  TRoundView,
  TWalletState,
} from '@casino/contracts';

export class FrameApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
  ) {
    super(message);
  }
}

/** The round server calls a game frame makes, authenticated with the launch (or refreshed) token. */
export function createFrameApi(getToken: () => string) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${getToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json().catch(() => null)) as {
      error?: { name: string; message: string };
    } | null;
    if (!response.ok) {
      throw new FrameApiError(
        response.status,
        json?.error?.name ?? 'NetworkError',
        json?.error?.message ?? `Request failed (${response.status})`,
      );
    }
    return json as T;
  }

  return {
    /** The engine's rules and paytable; a themed title's own table when its variant is given. */
    gameInfo: async (engineKey: string, variant?: string | null) =>
      (
        await call<{ data: TGameInfo }>(
          'GET',
          `/api/rgs/games/${engineKey}${variant ? `?variant=${encodeURIComponent(variant)}` : ''}`,
        )
      ).data,
    openRound: async (gameId: number): Promise<TRoundView | null> =>
      (await call<TGetOpenRoundResponse>('GET', `/api/rgs/rounds/open?gameId=${gameId}`)).data
        .round,
    wallet: async (): Promise<TWalletState> => {
      const { data } = await call<{
        data: { userWallet: { gcCoin: number; scCoin: { bsc: number; psc: number; wsc: number } } };
      }>('GET', '/api/v2/user/get-wallet');
      return { gc: data.userWallet.gcCoin, ...data.userWallet.scCoin };
    },
    play: (body: {
      gameId: number;
      coin: 'GC' | 'SC';
      betLevel: number;
      idempotencyKey: string;
      /** The player's round choices (rows and risk, mine count); none for slots. */
      params?: Record<string, unknown>;
    }) => call<TRoundPlayResponse>('POST', '/api/rgs/play', body),
    continueRound: (roundId: string, stepIndex: number, action: string) =>
      call<TRoundPlayResponse>('POST', `/api/rgs/rounds/${roundId}/continue`, {
        action,
        stepIndex,
      }),
  };
}
export type TFrameApi = ReturnType<typeof createFrameApi>;

/** How a frame answers a failed round call (the same in every game frame). */
export type TFrameFailure =
  | { kind: 'signedOut' }
  | { kind: 'roundInProgress' }
  /** Shown to the player; `lobbyError` is also reported to the lobby as a general error. */
  | { kind: 'message'; message: string; lobbyError: string | null };

export function frameFailureOf(error: unknown): TFrameFailure {
  if (error instanceof FrameApiError) {
    if (error.status === 401) return { kind: 'signedOut' };
    if (error.errorName === 'RoundInProgressError') return { kind: 'roundInProgress' };
    return {
      kind: 'message',
      message:
        error.errorName === 'InsufficientFundsError'
          ? 'Not enough coins for this bet'
          : error.message,
      // A round refused for unaccepted terms is reported too: the lobby opens its terms gate.
      lobbyError:
        error.status >= 500 || error.errorName === 'TermsOfServiceAcceptanceRequiredError'
          ? error.message
          : null,
    };
  }
  return {
    kind: 'message',
    message: 'Connection lost. Your round is safe: reload to continue.',
    lobbyError: error instanceof Error ? error.message : String(error),
  };
}
