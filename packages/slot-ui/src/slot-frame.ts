import type {
  TGameInfo,
  TJackpotName,
  TRoundPlayResponse,
  TRoundStep,
  TRoundView,
  TWalletState,
} from '@casino/contracts';
import { createFrameGuest } from '@casino/frame-sdk';
import { coinLabel, type TCoinType } from '@casino/money';
import { FrameApiError, createFrameApi, frameFailureOf } from '#src/api';
import { createAutoplay, type TAutoplay } from '#src/autoplay';
import { buildLayout } from '#src/layout';
import { delay } from '#src/dom';
import { playEvents, type TStage } from '#src/event-player';
import { amountForMultiplier, balanceOf, formatCoins } from '#src/format';
import {
  applyTitleLook,
  createFeatureDisplays,
  FEATURE_NAMES,
  type TSlotFrameConfig,
} from '#src/frame-setup';
import { createHoldBoard, type THoldBoard } from '#src/hold-board';
import { renderPaytable } from '#src/paytable';
import { createReels, type TReels } from '#src/reels';
import { createSound } from '#src/sound';
import { titlePaytable } from '#src/title-paytable';

const NOT_AUTHENTICATED = 'User is not authenticated';

/**
 * A slot game frame: reads its launch parameters, talks to the lobby through the frame SDK
 * (lobby origin = this server's origin), shows the paytable before the first bet, and plays
 * the round server's events. It never computes an outcome.
 */
export async function startSlotFrame(config: TSlotFrameConfig): Promise<void> {
  const params = new URLSearchParams(location.search);
  let token = params.get('token') ?? '';
  const gameId = Number(params.get('gameId'));
  let coin: TCoinType = params.get('coin') === 'SC' ? 'SC' : 'GC';
  /** The lobby's coin: the frame finishes an unfinished round in its own coin, then follows this. */
  let lobbyCoin = coin;
  const variant = params.get('variant');
  const mechanic = config.mechanic ?? 'freeSpins';
  const theme = applyTitleLook(config, params.get('art'));
  const isReducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const api = createFrameApi(() => token);
  const sound = createSound();
  const ui = buildLayout(document.body, FEATURE_NAMES[mechanic]);
  const { jackpotBar, multiplier } = createFeatureDisplays(ui.featureBar, config);
  let hold: THoldBoard | null = null;
  let jackpots: ReadonlyMap<TJackpotName, number> = new Map();

  let info: TGameInfo | null = null;
  let balance: TWalletState = { gc: 0, bsc: 0, psc: 0, wsc: 0 };
  let betLevel = 0;
  let isBusy = false;
  let isTurbo = localStorage.getItem('slot-turbo') === 'on';
  let autoplay: TAutoplay | null = null;
  let roundBetMinor = 0;
  let shownWinHundredths = 0;

  const guest = createFrameGuest({
    lobbyOrigin: location.origin,
    handlers: {
      authToken: ({ token: fresh }) => {
        token = fresh;
      },
      updateBalance: ({ balance: next }) => {
        if (!isBusy) setBalance(next);
      },
      setCoinType: ({ coin: next }) => {
        lobbyCoin = next;
        followLobbyCoin();
      },
      gameExit: () => {
        stopAutoplay('leaving the game');
        guest.send('closeGame', {});
      },
      loadingStart: () => undefined,
      loadingEnd: () => undefined,
      userReady: () => undefined,
      gameReady: () => undefined,
      metagamesToken: () => undefined,
      newMetagamesEvent: () => undefined,
    },
    onUnhandled: (type) => console.warn(`Unhandled frame message '${type}'`),
  });

  const betLevels = () => info?.betLevelsMinor[coin] ?? [];
  const betMinor = () => betLevels()[betLevel] ?? 0;

  function setBalance(next: TWalletState) {
    balance = next;
    ui.balance.textContent = formatCoins(balanceOf(balance, coin), coin);
  }

  function renderBet() {
    ui.bet.textContent = formatCoins(betMinor(), coin);
    jackpotBar.show(
      new Map(
        [...jackpots].map(([name, multiplierHundredths]) => [
          name,
          formatCoins(amountForMultiplier(betMinor(), multiplierHundredths), coin),
        ]),
      ),
    );
    ui.betDown.disabled = isBusy || betLevel === 0;
    ui.betUp.disabled = isBusy || betLevel >= betLevels().length - 1;
    document.body.dataset.coin = coin;
  }

  /** Between rounds, the frame plays in the lobby's coin; autoplay does not carry over to it. */
  function followLobbyCoin() {
    if (isBusy || lobbyCoin === coin) return;
    stopAutoplay('a coin switch');
    coin = lobbyCoin;
    betLevel = 0;
    void refreshWallet();
    renderBet();
  }

  function setBusy(busy: boolean) {
    isBusy = busy;
    ui.spin.disabled = busy && autoplay === null;
    ui.spin.classList.toggle('is-spinning', busy);
    renderBet();
    if (!busy) followLobbyCoin();
  }

  function showMessage(text: string) {
    ui.message.textContent = text;
    ui.message.hidden = text === '';
  }

  function failAuth() {
    guest.send('authenticationError', { message: NOT_AUTHENTICATED });
    showMessage(NOT_AUTHENTICATED);
  }

  async function refreshWallet() {
    setBalance(await api.wallet());
  }

  const stage = (): TStage => ({
    reels,
    sound,
    info: info!,
    paylines: ui.paylines,
    banner: ui.banner,
    bigWin: ui.bigWin,
    freeSpinCounter: ui.freeSpinCounter,
    ticker: ui.ticker,
    symbolNames: theme.symbolNames,
    multiplier,
    hold,
    jackpotBar,
    isTurbo: () => isTurbo,
    isReducedMotion,
    showWin: (multiplier) => {
      shownWinHundredths = multiplier;
      ui.win.textContent = formatCoins(amountForMultiplier(roundBetMinor, multiplier), coin);
    },
    addWin: (multiplier) => {
      shownWinHundredths += multiplier;
      ui.win.textContent = formatCoins(
        amountForMultiplier(roundBetMinor, shownWinHundredths),
        coin,
      );
    },
    formatMultiplier: (multiplier) =>
      formatCoins(amountForMultiplier(roundBetMinor, multiplier), coin),
    warn: (message) => guest.send('logMessage', { level: 'warn', message }),
  });

  /** The pause and reel spin each free spin or respin starts with. */
  async function startNextStep() {
    await delay(isTurbo ? 250 : 700);
    if (hold?.isActive) hold.spinEmpty();
    else if (!isReducedMotion) reels.startSpin(0.03);
  }

  /** Plays steps drawn together, as a spin and the free spins or respins it won are. */
  async function playSteps(steps: readonly TRoundStep[]) {
    for (const [index, step] of steps.entries()) {
      if (index > 0) await startNextStep();
      await playEvents(step.events, stage());
    }
  }

  /**
   * Plays the remaining steps of a round an earlier version of the server left open (it drew
   * free spins one request at a time) until it is settled.
   */
  async function finishRound(round: TRoundView): Promise<TRoundView> {
    let current = round;
    while (current.state === 'open') {
      const action = current.awaitingActions[0];
      if (!action) break;
      await startNextStep();
      const next = await api.continueRound(current.roundId, current.steps.length, action);
      await playEvents(next.data.events, stage());
      setBalance(next.data.balance);
      current = next.data.round;
    }
    return current;
  }

  async function afterRound(answer: TRoundPlayResponse['data'], round: TRoundView) {
    guest.send('spinEnd', {
      roundId: round.roundId,
      coin: round.coin,
      betMinor: round.betMinor,
      winMinor: round.winMinor,
      balance: answer.balance,
    });
    if (!autoplay) return;
    const reason = autoplay.afterRound({
      betMinor: round.betMinor,
      winMinor: round.winMinor,
      hadFeature: round.steps.length > 1,
      balanceMinor: balanceOf(balance, coin),
    });
    if (reason) stopAutoplay(reason);
    else ui.autoplay.textContent = `Stop (${autoplay.remaining})`;
  }

  async function spin(): Promise<void> {
    if (isBusy || !info || !ui.paytableDialog.hidden) return;
    if (balanceOf(balance, coin) < betMinor()) {
      showMessage(`Not enough ${coin === 'GC' ? 'CC' : 'SC'} for this bet`);
      stopAutoplay('a balance below the bet');
      return;
    }
    setBusy(true);
    showMessage('');
    roundBetMinor = betMinor();
    ui.win.textContent = '';
    shownWinHundredths = 0;
    ui.ticker.textContent = '';
    hold?.clear();
    multiplier?.reset();
    sound.spin();
    if (!isReducedMotion) reels.startSpin(0.03);
    try {
      const answer = await api.play({
        gameId,
        coin,
        betLevel,
        idempotencyKey: crypto.randomUUID(),
      });
      setBalance({ ...answer.data.balance, ...pendingWinHidden(answer.data) });
      await playSteps(answer.data.round.steps);
      const round = await finishRound(answer.data.round);
      setBalance(answer.data.round.state === 'settled' ? answer.data.balance : await api.wallet());
      await afterRound(answer.data, round);
    } catch (error) {
      await handleError(error);
    } finally {
      setBusy(false);
    }
    if (autoplay) setTimeout(() => void spin(), isTurbo ? 150 : 450);
  }

  /** Shows the balance after the bet only, so the win lands when its animation does. */
  function pendingWinHidden(answer: TRoundPlayResponse['data']): Partial<TWalletState> {
    if (answer.round.winMinor === 0) return {};
    return coin === 'GC'
      ? { gc: answer.balance.gc - answer.round.winMinor }
      : { wsc: answer.balance.wsc - answer.round.winMinor };
  }

  async function handleError(error: unknown) {
    stopAutoplay('an error');
    reels.show(reelsAtRest);
    const failure = frameFailureOf(error);
    if (failure.kind === 'signedOut') return failAuth();
    if (failure.kind === 'roundInProgress') return resume();
    if (failure.lobbyError) guest.send('generalError', { message: failure.lobbyError });
    showMessage(failure.message);
  }

  /** Finishes a round left unfinished, shown in the coin it was bet in. */
  async function resume() {
    const open = await api.openRound(gameId);
    if (!open) return;
    showMessage(`Resuming your unfinished ${coinLabel(open.coin)} round`);
    roundBetMinor = open.betMinor;
    coin = open.coin;
    shownWinHundredths = 0;
    setBusy(true);
    try {
      for (const step of open.steps) await playEvents(step.events, stage());
      const round = await finishRound(open);
      await refreshWallet();
      await afterRound({ roundId: round.roundId, events: [], round, balance }, round);
      showMessage('');
    } finally {
      setBusy(false);
    }
  }

  function stopAutoplay(reason: string) {
    if (!autoplay) return;
    autoplay = null;
    ui.autoplay.textContent = 'Autoplay';
    ui.autoplay.setAttribute('aria-pressed', 'false');
    showMessage(`Autoplay stopped: ${reason}`);
  }

  function startAutoplay() {
    const form = new FormData(ui.autoplayForm);
    autoplay = createAutoplay(
      {
        rounds: Number(form.get('rounds') ?? 10),
        stopOnAnyWin: form.get('stopOnAnyWin') === 'on',
        stopOnFeature: form.get('stopOnFeature') === 'on',
        featureName: FEATURE_NAMES[mechanic] ?? undefined,
        singleWinAtLeastBets: Number(form.get('singleWin') ?? 0),
        lossLimitBets: Number(form.get('lossLimit') ?? 0),
      },
      balanceOf(balance, coin),
    );
    ui.autoplayDialog.hidden = true;
    ui.autoplay.textContent = `Stop (${autoplay.remaining})`;
    ui.autoplay.setAttribute('aria-pressed', 'true');
    void spin();
  }

  function openPaytable() {
    if (!info) return;
    const fairness = document.createElement('a');
    fairness.href = `verify.html?gameId=${gameId}`;
    fairness.target = '_blank';
    fairness.rel = 'noopener';
    fairness.className = 'fairness-link';
    fairness.textContent = 'Provably fair: check your seeds and verify your rounds';
    ui.paytableBody.replaceChildren(
      renderPaytable(info, theme.art, theme.symbolNames, betMinor(), coin, jackpots),
      fairness,
    );
    ui.paytableDialog.hidden = false;
    // The panel opens at its top: focusing its button (at the end) must not scroll it there.
    ui.paytableBody.parentElement?.scrollTo({ top: 0 });
    ui.paytableClose.focus({ preventScroll: true });
  }

  function changeBet(step: number) {
    if (isBusy) return;
    betLevel = Math.min(Math.max(0, betLevel + step), betLevels().length - 1);
    renderBet();
  }

  function toggleTurbo() {
    isTurbo = !isTurbo;
    localStorage.setItem('slot-turbo', isTurbo ? 'on' : 'off');
    ui.turbo.setAttribute('aria-pressed', String(isTurbo));
  }

  function toggleSound() {
    ui.sound.setAttribute('aria-pressed', String(sound.toggle()));
  }

  ui.spin.addEventListener('click', () =>
    autoplay ? stopAutoplay('you stopped it') : void spin(),
  );
  ui.betDown.addEventListener('click', () => changeBet(-1));
  ui.betUp.addEventListener('click', () => changeBet(1));
  ui.turbo.addEventListener('click', toggleTurbo);
  ui.sound.addEventListener('click', toggleSound);
  ui.info.addEventListener('click', openPaytable);
  ui.paytableClose.addEventListener('click', () => {
    ui.paytableDialog.hidden = true;
    ui.spin.focus();
  });
  ui.autoplay.addEventListener('click', () => {
    if (autoplay) stopAutoplay('you stopped it');
    else ui.autoplayDialog.hidden = false;
  });
  ui.autoplayCancel.addEventListener('click', () => (ui.autoplayDialog.hidden = true));
  ui.autoplayForm.addEventListener('submit', (event) => {
    event.preventDefault();
    startAutoplay();
  });
  window.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement)
      return;
    if (event.key === 'Escape') {
      ui.paytableDialog.hidden = true;
      ui.autoplayDialog.hidden = true;
      stopAutoplay('you stopped it');
    } else if (event.code === 'Space' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      void spin();
    } else if (event.key === 'ArrowUp') changeBet(1);
    else if (event.key === 'ArrowDown') changeBet(-1);
    else if (event.key === 't') toggleTurbo();
    else if (event.key === 'm') toggleSound();
    else if (event.key === 'i') openPaytable();
  });

  ui.turbo.setAttribute('aria-pressed', String(isTurbo));
  ui.sound.setAttribute('aria-pressed', String(sound.isOn));

  if (!token || !Number.isInteger(gameId) || gameId <= 0) {
    failAuth();
    return;
  }
  try {
    const answered = titlePaytable(
      await api.gameInfo(config.engineKey, variant),
      theme.paytableKey ?? null,
    );
    info = answered.info;
    jackpots = answered.jackpots;
    await refreshWallet();
  } catch (error) {
    if (error instanceof FrameApiError && error.status === 401) return failAuth();
    guest.send('generalError', { message: 'Error loading Game UI' });
    showMessage('The game could not load. Please try again.');
    return;
  }
  guest.send('authenticationComplete', {});
  const title = params.get('name') ?? info.title;
  ui.title.textContent = title;
  document.title = title;
  const reels: TReels = createReels(ui.reels, info.strips, info.rows, theme.art);
  if (mechanic === 'holdAndWin') {
    hold = createHoldBoard(
      ui.reelFrame,
      { reels: info.strips.length, rows: info.rows },
      theme.art.coin ?? '',
      { isTurbo: () => isTurbo, isReducedMotion },
    );
    ui.reelFrame.append(hold.counter);
  }
  const reelsAtRest = info.strips.map((strip, reel) => (reel * 7) % strip.length);
  ui.paylines.setAttribute('viewBox', `0 0 ${info.strips.length * 100} ${info.rows * 100}`);
  reels.show(reelsAtRest);
  renderBet();
  openPaytable();
  guest.send('gameReady', { engineKey: config.engineKey });
  await resume();
}
