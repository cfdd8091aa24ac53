import { randomUUID } from 'node:crypto';
import type {
  TContinueRoundBody,
  TDomainEvents,
  TGame,
  TPlayRoundBody,
  TRoundPlayResponse,
  TRoundView,
  TStudioGameEvent,
  TWalletState,
} from '@casino/contracts';
import {
  createFairRng,
  StudioMathError,
  winLevelFor,
  winMinorFor,
  openingSteps,
  type TRng,
} from '@casino/game-engine';
import type { TDatabase, TTransaction } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { AppError } from '#src/lib/errors';
import { createExpiringMap } from '#src/lib/expiring-map';
import type { TEventBus } from '#src/lib/event-bus';
import type { TCatalogueService } from '#src/modules/catalogue/catalogue.service';
import {
  gameNotFound,
  gameUrlNotFound,
  invalidBetLevel,
  invalidRoundInput,
  roundInProgress,
  roundNotFound,
  roundNotOpen,
  RoundMovedOnError,
  stepOutOfOrder,
  unknownVariant,
} from '#src/modules/rgs/rgs.errors';
import { nativeHmacSha256 } from '#src/modules/rgs/native-hmac';
import { findRgsGame, variantGameInfo, type TRgsGame } from '#src/modules/rgs/rgs.games';
import { allEvents, toRoundView } from '#src/modules/rgs/rgs.mapper';
import type {
  TPlayRoundInput,
  TRgsRepository,
  TRoundAt,
  TRoundRow,
  TRoundStepWrite,
} from '#src/modules/rgs/rgs.repository';
import type { TSeedsService } from '#src/modules/rgs/rgs-seeds.service';
import { InsufficientFundsError } from '#src/modules/wallet/wallet.errors';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

const GAME_CACHE_TTL_MS = 30_000;
/**
 * How long, and how many, open rounds a process remembers as it wrote them (decision 233): a
 * round's next step then reads nothing. A player thinking between picks for longer is read.
 */
const OPEN_ROUND_CACHE_TTL_MS = 10 * 60_000;
const OPEN_ROUND_CACHE_MAX = 5_000;
/** Seed pairs whose seeds this process keeps (their seeds and hash never change). */
const PAIR_SEEDS_CACHE_MAX = 10_000;

/** What never changes in a seed pair once it exists. */
interface TPairSeeds {
  serverSeed: string;
  clientSeed: string;
  serverSeedHash: string;
}

export interface TRgsServiceDependencies {
  db: TDatabase;
  repository: TRgsRepository;
  seeds: TSeedsService;
  wallet: TWalletService;
  catalogue: Pick<TCatalogueService, 'getGamesByIds'>;
  assertCanTransact: (userId: string) => Promise<void>;
  /** The pre-round policy: terms of service accepted (decision 124). */
  assertMayPlay: (userId: string) => Promise<void>;
  events: TEventBus<TDomainEvents>;
  clock: TClock;
}

function mathInputError(error: unknown): never {
  if (error instanceof StudioMathError) throw invalidRoundInput(error.message);
  throw error;
}

/**
 * Game rounds. A round is drawn and stored as `pending`, then settled in the ledger: a one-step
 * round's bet and win in ONE transfer (`round:<id>`); a multi-step round takes its bet when it
 * opens (`round:<id>:bet`) and pays when its last step is played (`round:<id>:win`), that step
 * written in the transaction of its win (decision 223). Every ledger call is idempotent by
 * those keys, so a retry after a crash finishes a pending round without paying twice. Raises GameNotFoundError, GameUrlNotFoundError, InvalidBetLevelError,
 * InvalidRoundInputError, RoundInProgressError, RoundNotFoundError, RoundNotOpenError,
 * StepOutOfOrderError, TermsOfServiceAcceptanceRequiredError (a new round only), and the ledger's InsufficientFundsError / AccountLockedError.
 */
export function createRgsService(deps: TRgsServiceDependencies) {
  const { db, repository, wallet } = deps;

  /** Catalogue lookups are cached briefly: every round needs one and the catalogue rarely changes. */
  const gameCache = new Map<number, { game: TGame | undefined; expiresAtMs: number }>();
  async function findGame(gameId: number): Promise<TGame | undefined> {
    const cached = gameCache.get(gameId);
    const nowMs = deps.clock.now().getTime();
    if (cached && cached.expiresAtMs > nowMs) return cached.game;
    const [game] = await deps.catalogue.getGamesByIds([gameId]);
    gameCache.set(gameId, { game, expiresAtMs: nowMs + GAME_CACHE_TTL_MS });
    return game;
  }

  /**
   * Open rounds this process wrote last, as written (decision 233): the next step draws from the
   * remembered round instead of reading it. Each step's write holds only if the stored round is
   * still as remembered, so a round another process or an operator moved on costs one read: the
   * step is drawn again from the round as stored.
   */
  const openRounds = createExpiringMap<TRoundRow>({
    ttlMs: OPEN_ROUND_CACHE_TTL_MS,
    maxEntries: OPEN_ROUND_CACHE_MAX,
    now: () => deps.clock.now().getTime(),
  });

  /**
   * A pair's seeds by id, read once per process (decision 152): continuing a round and showing
   * one need them on every step, and neither the seeds nor the hash of a pair ever change.
   */
  const pairSeeds = new Map<number, TPairSeeds>();
  async function seedsOfPair(pairId: number): Promise<TPairSeeds | null> {
    const cached = pairSeeds.get(pairId);
    if (cached) return cached;
    const pair = await repository.findSeedPair(db, pairId);
    if (!pair) return null;
    const seeds = {
      serverSeed: pair.serverSeed,
      clientSeed: pair.clientSeed,
      serverSeedHash: pair.serverSeedHash,
    };
    if (pairSeeds.size >= PAIR_SEEDS_CACHE_MAX) {
      pairSeeds.delete(pairSeeds.keys().next().value as number);
    }
    pairSeeds.set(pairId, seeds);
    return seeds;
  }

  async function resolveGame(gameId: number) {
    const game = await findGame(gameId);
    if (!game) throw gameNotFound();
    const rgsGame = findRgsGame(game.engineKey);
    if (!rgsGame) throw gameUrlNotFound();
    return { game, rgsGame };
  }

  function gameOfRow(row: TRoundRow): TRgsGame {
    const rgsGame = findRgsGame(row.engineKey);
    if (!rgsGame) throw gameUrlNotFound();
    return rgsGame;
  }

  async function view(row: TRoundRow, serverSeedHash?: string): Promise<TRoundView> {
    if (serverSeedHash !== undefined) return toRoundView(row, serverSeedHash);
    const pair = await seedsOfPair(row.seedPairId);
    return toRoundView(row, pair?.serverSeedHash ?? '');
  }

  async function answer(
    row: TRoundRow,
    stepIndex: number,
    balance: TWalletState | null,
    serverSeedHash?: string,
    stepCount = 1,
  ): Promise<TRoundPlayResponse> {
    const round = await view(row, serverSeedHash);
    return {
      data: {
        roundId: row.id,
        events: round.steps.slice(stepIndex, stepIndex + stepCount).flatMap((step) => step.events),
        round,
        balance: balance ?? (await wallet.getWallet(row.userId)).state,
      },
    };
  }

  /** The answer to the request that started `row`: its first step and the steps drawn with it. */
  function openingAnswer(row: TRoundRow, balance: TWalletState | null, serverSeedHash?: string) {
    const drawnTogether = gameOfRow(row).math.automaticAction === undefined ? 1 : row.steps.length;
    return answer(row, 0, balance, serverSeedHash, drawnTogether);
  }

  /**
   * A round's first step and the steps its math takes by itself after it (free spins, respins:
   * decision 239), as stored; the round stays open only where the player has a choice to make.
   */
  function drawOpening(rgsGame: TRgsGame, rng: TRng, params: unknown) {
    const drawn = openingSteps(rgsGame.math, rng, params);
    const last = drawn.at(-1)!.outcome;
    return {
      steps: drawn.map(({ action, outcome }) => ({
        action,
        events: outcome.events,
        multiplierHundredths: outcome.multiplierHundredths,
      })),
      events: drawn.flatMap(({ outcome }) => outcome.events),
      multiplierHundredths: last.multiplierHundredths,
      nextState: last.nextState,
    };
  }

  /** Whose and which round's a transfer is: part of its request hash. */
  function transferBase(row: TRoundRow) {
    const metadata = { roundId: row.id, gameId: row.gameId, engineKey: row.engineKey };
    return { userId: row.userId, coin: row.coin, metadata };
  }

  async function voidOnRefusal<T>(row: TRoundRow, move: () => Promise<T>): Promise<T> {
    try {
      return await move();
    } catch (error) {
      if (error instanceof AppError && error.name === 'InsufficientFundsError') {
        await repository.updateRound(db, row.id, { state: 'void' });
      }
      throw error;
    }
  }

  /**
   * round.settled of a settled row, without what the settling statement adds; `events` are the
   * round's events when the caller has them typed already.
   */
  function settledEventOf(
    row: TRoundRow,
    rgsGame: TRgsGame,
    winMinor: number,
    events: TStudioGameEvent[] = allEvents(row),
  ) {
    return {
      roundId: row.id,
      userId: row.userId,
      gameId: String(row.gameId),
      coin: row.coin,
      betMinor: row.betMinor,
      winMinor,
      engineKey: row.engineKey,
      multiplierHundredths: row.multiplierHundredths,
      isBigWin: ['big', 'mega', 'epic'].includes(winLevelFor(row.multiplierHundredths)),
      isJackpot:
        rgsGame.isTopPrize(events) ||
        row.multiplierHundredths >= rgsGame.math.maxWinMultiplierHundredths,
      freeSpinsWon: freeSpinsIn(events),
    };
  }

  /**
   * Settles `round` (its final step already in it) in `tx`, the transaction of its win, or of
   * its own when nothing is paid: the round, its win streak and its round.settled outbox rows
   * commit with the money. Throws RoundMovedOnError when the stored round is no longer `at`.
   */
  async function finishRoundIn(
    tx: TTransaction,
    round: TRoundRow,
    at: TRoundAt,
    winMinor: number,
    transferId: string,
    extra: { betTransferId?: string },
  ) {
    const rgsGame = gameOfRow(round);
    const settledAt = deps.clock.now();
    const settled: TRoundRow = {
      ...round,
      ...extra,
      state: 'settled',
      winMinor,
      winTransferId: transferId,
      settledAt,
    };
    const event = {
      ...settledEventOf(settled, rgsGame, winMinor),
      transferId,
      settledAt: settledAt.toISOString(),
    };
    const winStreak = await repository.settleRound(tx, settled, at, event);
    if (winStreak === null) throw new RoundMovedOnError(round.id);
    return {
      row: { ...settled, winStreak },
      event: { ...event, consecutiveWins: winStreak } satisfies TDomainEvents['round.settled'],
    };
  }

  /**
   * Settles through the ledger with the round's own writes inside the ledger transaction; a
   * replayed transfer (its round was left pending by a crash before this design) finishes the
   * round in a transaction of its own. Throws RoundMovedOnError as finishRoundIn does.
   */
  async function settleWith(
    round: TRoundRow,
    at: TRoundAt,
    winMinor: number,
    pay: (
      within: (tx: TTransaction, result: { transferId: string }) => Promise<void>,
    ) => Promise<{ transferId: string; state: TWalletState; isReplay: boolean } | null>,
    extra: (transferId: string) => { betTransferId?: string },
  ): Promise<{ row: TRoundRow; balance: TWalletState | null }> {
    let finished: Awaited<ReturnType<typeof finishRoundIn>> | null = null;
    const within = async (tx: TTransaction, result: { transferId: string }) => {
      finished = await finishRoundIn(
        tx,
        round,
        at,
        winMinor,
        result.transferId,
        extra(result.transferId),
      );
    };
    const paid = await pay(within);
    if (paid === null) {
      await db.transaction((tx) => within(tx, { transferId: round.betTransferId ?? '' }));
    } else if (paid.isReplay) {
      await db.transaction((tx) => within(tx, paid));
    }
    const done = finished as Awaited<ReturnType<typeof finishRoundIn>> | null;
    if (!done) throw new Error(`Round ${round.id} was not finished`);
    deps.events.emit('round.settled', done.event);
    return { row: done.row, balance: paid?.state ?? null };
  }

  /**
   * Pays a multi-step round's win, if any, and settles the round (its last step already in
   * `round`, the stored round still `at`). Throws RoundMovedOnError as finishRoundIn does.
   */
  function payWin(round: TRoundRow, at: TRoundAt) {
    const winMinor = winMinorFor(round.betMinor, round.multiplierHundredths);
    const win = {
      ...transferBase(round),
      idempotencyKey: `round:${round.id}:win`,
      code: 'win' as const,
      amountMinor: winMinor,
    };
    return settleWith(
      round,
      at,
      winMinor,
      async (withinTransaction) =>
        winMinor === 0 ? null : wallet.transfer(win, { withinTransaction }),
      () => ({}),
    );
  }

  /**
   * Moves a round left pending by older code on in the ledger (see the module comment); other
   * states pass through, and so does a round a concurrent call settled first.
   */
  async function settle(row: TRoundRow): Promise<{ row: TRoundRow; balance: TWalletState | null }> {
    if (row.state !== 'pending') return { row, balance: null };
    if (row.betTransferId === null && row.stepState !== null) return takeBet(row);
    const at = { state: 'pending', stepCount: row.steps.length } as const;
    try {
      return row.betTransferId === null ? await settleOneStep(row, at) : await payWin(row, at);
    } catch (error) {
      if (!(error instanceof RoundMovedOnError)) throw error;
      return { row: (await repository.findRound(db, row.id)) ?? row, balance: null };
    }
  }

  /** A pending multi-step round opens with its bet taken. */
  async function takeBet(row: TRoundRow) {
    const result = await voidOnRefusal(row, () =>
      wallet.transfer({
        ...transferBase(row),
        idempotencyKey: `round:${row.id}:bet`,
        code: 'bet',
        amountMinor: row.betMinor,
      }),
    );
    const opened = await repository.updateRound(db, row.id, {
      state: 'open',
      betTransferId: result.transferId,
    });
    return { row: opened, balance: result.state };
  }

  /** A pending one-step round's bet and win in one transfer. */
  function settleOneStep(row: TRoundRow, at: TRoundAt) {
    const winMinor = winMinorFor(row.betMinor, row.multiplierHundredths);
    const request = {
      ...transferBase(row),
      idempotencyKey: `round:${row.id}`,
      betMinor: row.betMinor,
      winMinor,
    };
    return settleWith(
      row,
      at,
      winMinor,
      (withinTransaction) =>
        voidOnRefusal(row, () => wallet.settleRound(request, { withinTransaction })),
      (transferId) => ({ betTransferId: transferId }),
    );
  }

  /**
   * The round's first step in one statement (decision 151): drawn from the cached seed pair and
   * nonce, settled (or, multi-step, opened with its bet) by rgs_play_round. Null when the slow
   * path must answer: a twin key, a wallet not created yet, or a pair that stayed stale.
   */
  async function playInOneStatement(
    userId: string,
    body: TPlayRoundBody,
    gameId: number,
    rgsGame: TRgsGame,
    betMinor: number,
    params: unknown,
  ): Promise<TRoundPlayResponse | null> {
    const ledger = await wallet.roundStatementInputs(body.coin);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const pair = await deps.seeds.activePair(userId, attempt > 0);
      const nonce = pair.nextNonce;
      const rng = createFairRng(
        { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce },
        0,
        nativeHmacSha256,
      );
      const { steps, events, multiplierHundredths, nextState } = drawOpening(rgsGame, rng, params);
      const isOneStep = nextState === null;
      const winMinor = isOneStep ? winMinorFor(betMinor, multiplierHundredths) : 0;
      const roundId = randomUUID();
      const metadata = { roundId, gameId, engineKey: rgsGame.math.engineKey };
      const base = { userId, coin: body.coin, metadata };
      const input: TPlayRoundInput = {
        mode: isOneStep ? 'settle' : 'open',
        roundId,
        userId,
        gameId,
        engineKey: rgsGame.math.engineKey,
        coin: body.coin,
        betMinor,
        winMinor,
        multiplierHundredths,
        params: params ?? null,
        steps,
        stepState: nextState,
        seedPairId: pair.id,
        nonce,
        rngWordsUsed: rng.wordsUsed(),
        idempotencyKey: body.idempotencyKey,
        transferKey: isOneStep ? `round:${roundId}` : `round:${roundId}:bet`,
        requestHash: isOneStep
          ? ledger.roundHash({ ...base, idempotencyKey: '', betMinor, winMinor })
          : ledger.betHash({ ...base, idempotencyKey: '', code: 'bet', amountMinor: betMinor }),
        metadata,
        houseAccountIds: ledger.houseAccountIds,
        settledEvent: null,
      };
      const createdAt = deps.clock.now();
      const draft: TRoundRow = {
        id: roundId,
        userId,
        gameId,
        engineKey: input.engineKey,
        coin: body.coin,
        betMinor,
        winMinor,
        multiplierHundredths,
        params: input.params,
        steps,
        stepState: input.stepState,
        seedPairId: pair.id,
        nonce,
        rngWordsUsed: input.rngWordsUsed,
        idempotencyKey: body.idempotencyKey,
        state: isOneStep ? 'settled' : 'open',
        betTransferId: null,
        winTransferId: null,
        winStreak: 0,
        createdAt,
        settledAt: null,
      };
      if (isOneStep) {
        input.settledEvent = settledEventOf(draft, rgsGame, winMinor, events);
      }
      const played = await repository.playRound(db, input);
      switch (played.status) {
        case 'stale':
          continue;
        case 'twin':
        case 'noWallet':
          return null;
        case 'inProgress':
          throw roundInProgress(played.roundId);
        case 'insufficient':
          throw new InsufficientFundsError('Insufficient funds', {
            coin: body.coin,
            requiredMinor: betMinor,
            availableMinor: played.availableMinor,
          });
        case 'played':
          break;
      }
      deps.seeds.tookNonce(userId, pair.id, nonce);
      const at = new Date(played.createdAt);
      const row: TRoundRow = {
        ...draft,
        betTransferId: played.transferId,
        winTransferId: isOneStep ? played.transferId : null,
        winStreak: played.winStreak,
        createdAt: at,
        settledAt: isOneStep ? at : null,
      };
      if (!isOneStep) openRounds.set(roundId, row);
      deps.events.emit('wallet.changed', {
        userId,
        transferId: played.transferId,
        code: isOneStep ? 'round' : 'bet',
        coin: body.coin,
        state: played.state,
        roundId,
        occurredAt: played.createdAt,
      });
      if (input.settledEvent) {
        deps.events.emit('round.settled', {
          ...(input.settledEvent as ReturnType<typeof settledEventOf>),
          transferId: played.transferId,
          settledAt: played.createdAt,
          consecutiveWins: played.winStreak,
        });
      }
      // The steps were drawn here, typed: the view does not parse them back.
      const round = toRoundView(row, pair.serverSeedHash, steps);
      return { data: { roundId, events, round, balance: played.state } };
    }
    return null;
  }

  async function play(userId: string, body: TPlayRoundBody): Promise<TRoundPlayResponse> {
    await deps.assertCanTransact(userId);
    await deps.assertMayPlay(userId);
    const { game, rgsGame } = await resolveGame(body.gameId);
    const betMinor = rgsGame.math.betLevelsMinor[body.coin][body.betLevel];
    if (betMinor === undefined) throw invalidBetLevel(body.betLevel);
    // The title fixes its table; the frame only chooses what the player may (rows, risk, mines).
    const fixedParams =
      (game.variantKey && rgsGame.variants.get(game.variantKey)?.fixedParams) || {};
    let params: unknown;
    try {
      params = rgsGame.math.parseParams({ ...body.params, ...fixedParams });
    } catch (error) {
      mathInputError(error);
    }
    const fast = await playInOneStatement(
      userId,
      body,
      game.masterCasinoGameId,
      rgsGame,
      betMinor,
      params,
    );
    if (fast) return fast;
    const earlier = await repository.findRoundByKey(db, userId, body.idempotencyKey);
    if (earlier) {
      const settled = await settle(earlier);
      return openingAnswer(settled.row, settled.balance);
    }
    // Under the player's seed lock (decision 100): a twin request with this key, or an unfinished
    // round in this game, committed by a concurrent call is seen here, and no rotation can
    // reveal the pair before this round is stored.
    const drawn = await deps.seeds.withActivePair(userId, async (tx, pair) => {
      const twin = await repository.findRoundByKey(tx, userId, body.idempotencyKey);
      if (twin) return { row: twin, serverSeedHash: undefined };
      const open = await repository.findUnfinishedRound(tx, userId, game.masterCasinoGameId);
      if (open) throw roundInProgress(open.id);
      const nonce = await repository.takeNonce(tx, pair.id);
      const rng = createFairRng(
        { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce },
        0,
        nativeHmacSha256,
      );
      const { steps, multiplierHundredths, nextState } = drawOpening(rgsGame, rng, params);
      const row = await repository.insertRound(tx, {
        id: randomUUID(),
        userId,
        gameId: game.masterCasinoGameId,
        engineKey: rgsGame.math.engineKey,
        coin: body.coin,
        betMinor,
        multiplierHundredths,
        state: 'pending',
        params: params ?? null,
        steps,
        stepState: nextState,
        seedPairId: pair.id,
        nonce,
        rngWordsUsed: rng.wordsUsed(),
        idempotencyKey: body.idempotencyKey,
      });
      return { row, serverSeedHash: pair.serverSeedHash };
    });
    const settled = await settle(drawn.row);
    return openingAnswer(settled.row, settled.balance, drawn.serverSeedHash);
  }

  /**
   * A round's next step (decision 223): drawn from the round as this process last wrote it
   * (decision 233) or else as read, without a lock, and written only if the stored round is
   * still as drawn from. A step that ends the round is written in the transaction that pays its
   * win. When a twin request or another process moved the round on first, the round is read
   * as stored: a step index already taken answers its step (StepOutOfOrderError when the
   * index is past it), a new one is drawn from the stored round.
   */
  async function continueRound(
    userId: string,
    roundId: string,
    input: TContinueRoundBody,
  ): Promise<TRoundPlayResponse> {
    const remembered = openRounds.get(roundId);
    if (remembered?.userId === userId && remembered.steps.length === input.stepIndex) {
      try {
        return await takeStep(remembered, input);
      } catch (error) {
        if (!(error instanceof RoundMovedOnError)) throw error;
      }
    }
    const row = await repository.findRound(db, roundId);
    if (!row || row.userId !== userId) throw roundNotFound();
    if (input.stepIndex < row.steps.length) {
      const settled = await settle(row);
      return answer(settled.row, input.stepIndex, settled.balance);
    }
    try {
      return await takeStep(row, input);
    } catch (error) {
      if (!(error instanceof RoundMovedOnError)) throw error;
      const twin = await repository.findRound(db, roundId);
      if (twin && input.stepIndex < twin.steps.length) {
        return answer((await settle(twin)).row, input.stepIndex, null);
      }
      throw stepOutOfOrder(twin?.steps.length ?? 0);
    }
  }

  /**
   * Draws the step `input` takes in `row` and writes it if the stored round is still as `row`
   * (else RoundMovedOnError); the last step is written in the transaction that pays it.
   */
  async function takeStep(row: TRoundRow, input: TContinueRoundBody): Promise<TRoundPlayResponse> {
    if (row.state !== 'open') throw roundNotOpen();
    if (input.stepIndex !== row.steps.length) throw stepOutOfOrder(row.steps.length);
    const rgsGame = gameOfRow(row);
    const { action } = input;
    if (!rgsGame.math.isValidAction(row.stepState, action)) {
      throw invalidRoundInput(`The action '${String(action)}' is not allowed now`);
    }
    const pair = await seedsOfPair(row.seedPairId);
    if (!pair) throw new Error(`Round ${row.id} lost its seed pair`);
    const rng = createFairRng(
      { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: row.nonce },
      row.rngWordsUsed,
      nativeHmacSha256,
    );
    let outcome;
    try {
      outcome = rgsGame.math.continueRound(rng, row.stepState, action);
    } catch (error) {
      mathInputError(error);
    }
    const step: TRoundStepWrite = {
      steps: [
        ...row.steps,
        { action, events: outcome.events, multiplierHundredths: outcome.multiplierHundredths },
      ],
      stepState: outcome.nextState,
      multiplierHundredths: outcome.multiplierHundredths,
      rngWordsUsed: rng.wordsUsed(),
    };
    const at = { state: 'open', stepCount: row.steps.length } as const;
    openRounds.delete(row.id);
    if (outcome.nextState === null) {
      const settled = await payWin({ ...row, ...step }, at);
      return answer(settled.row, input.stepIndex, settled.balance, pair.serverSeedHash);
    }
    const advanced = await repository.advanceRound(
      db,
      row.id,
      at,
      step,
      wallet.balancesPart(row.userId),
    );
    if (!advanced) throw new RoundMovedOnError(row.id);
    const next = { ...row, ...step };
    openRounds.set(row.id, next);
    return answer(next, input.stepIndex, wallet.balancesOf(advanced.balances), pair.serverSeedHash);
  }

  return {
    play,
    continueRound,

    /** The unfinished round in a game, finishing its settlement first when it was interrupted. */
    async getOpenRound(userId: string, gameId: number): Promise<TRoundView | null> {
      const row = await repository.findUnfinishedRound(db, userId, gameId);
      if (!row) return null;
      try {
        const settled = await settle(row);
        return settled.row.state === 'open' ? view(settled.row) : null;
      } catch (error) {
        if (error instanceof AppError && error.name === 'InsufficientFundsError') return null;
        throw error;
      }
    },

    async listRounds(userId: string, gameId: number, limit: number): Promise<TRoundView[]> {
      const rows = await repository.listRounds(db, userId, gameId, limit);
      return Promise.all(rows.map((row) => view(row)));
    },

    async getRoundForSupport(roundId: string) {
      const row = await repository.findRound(db, roundId);
      if (!row) throw roundNotFound();
      return { userId: row.userId, round: await view(row) };
    },

    async verificationData(userId: string, roundId: string) {
      const row = await repository.findRound(db, roundId);
      if (!row || row.userId !== userId) throw roundNotFound();
      const pair = await repository.findSeedPair(db, row.seedPairId);
      if (!pair) throw new Error(`Round ${roundId} lost its seed pair`);
      // Rotation refuses while a round is unfinished; this holds even if a pair got revealed.
      const isRevealable =
        pair.revealedAt !== null &&
        !(await repository.hasUnfinishedRoundOfPair(db, userId, pair.id));
      return {
        round: toRoundView(row, pair.serverSeedHash),
        params: (row.params as Record<string, unknown> | null) ?? null,
        actions: row.steps.slice(1).map((step) => step.action ?? ''),
        serverSeedHash: pair.serverSeedHash,
        serverSeed: isRevealable ? pair.serverSeed : null,
        clientSeed: pair.clientSeed,
        nonce: row.nonce,
      };
    },

    gameInfo(engineKey: string, variantKey: string | null) {
      const rgsGame = findRgsGame(engineKey);
      if (!rgsGame) throw gameUrlNotFound();
      if (variantKey !== null && !rgsGame.variants.has(variantKey))
        throw unknownVariant(variantKey);
      return variantGameInfo(rgsGame, variantKey);
    },

    resolveGame,
  };
}
export type TRgsService = ReturnType<typeof createRgsService>;

function freeSpinsIn(events: readonly TStudioGameEvent[]): number {
  let spins = 0;
  for (const event of events) {
    if (event.type === 'freeSpinTrigger' || event.type === 'freeSpinRetrigger') {
      spins += event.spinsAwarded;
    }
  }
  return spins;
}
