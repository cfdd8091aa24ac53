import type { TGameInfo, TRoundPlayResponse, TRoundView, TWalletState } from '@casino/contracts';
import { coinLabel, type TCoinType } from '@casino/money';
import { FrameApiError, createFrameApi, frameFailureOf } from '@casino/slot-ui/api';
import { createAutoplay, type TAutoplay } from '@casino/slot-ui/autoplay';
import { element } from '@casino/slot-ui/dom';
import { amountForMultiplier, balanceOf, formatCoins } from '@casino/slot-ui/format';
import { bindControls } from '#src/bind-controls';
import { playInstantEvents } from '#src/events';
import { createInstantGuest } from '#src/frame-guest';
import { ICONS } from '#src/icons';
import { createInstantSound } from '#src/instant-sound';
import { buildInstantLayout, readAutoplaySettings } from '#src/layout';
import { balanceBeforeWin } from '#src/round-balance';
import { renderRulesPanel } from '#src/rules-panel';
import type { TInstantFrameConfig, TInstantGame, TInstantLaunch } from '#src/types';
import { createWinPresenter, formatMultiplier } from '#src/win-presenter';

const NOT_AUTHENTICATED = 'User is not authenticated';
const HISTORY_LENGTH = 6;
type TStepAnswer = TRoundPlayResponse['data'];

/**
 * An instant game frame (plinko, wheel, mines, scratch): reads its launch parameters, talks to
 * the lobby through the frame SDK, shows the rules and paytable before the first bet, sends the
 * player's choices with the bet and plays the round server's events. It never computes an outcome.
 */
export async function startInstantFrame(config: TInstantFrameConfig): Promise<void> {
  const query = new URLSearchParams(location.search);
  let token = query.get('token') ?? '';
  let coin: TCoinType = query.get('coin') === 'SC' ? 'SC' : 'GC';
  /** The lobby's coin: the frame plays an unfinished round in its own coin, then follows this. */
  let lobbyCoin = coin;
  const launch: TInstantLaunch = {
    gameId: Number(query.get('gameId')),
    variant: query.get('variant'),
    artKey: query.get('art'),
  };
  const api = createFrameApi(() => token);
  const sound = createInstantSound();
  const ui = buildInstantLayout(document.body, config.playLabel);
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  if (launch.artKey) document.body.dataset.art = launch.artKey;

  let info: TGameInfo | null = null;
  let game: TInstantGame | null = null;
  let balance: TWalletState = { gc: 0, bsc: 0, psc: 0, wsc: 0 };
  let betLevel = 0;
  let isBusy = false;
  let isReplaying = false;
  let isTurbo = localStorage.getItem('instant-turbo') === 'on';
  let autoplay: TAutoplay | null = null;
  let roundBetMinor = 0;
  let openRound: TRoundView | null = null;

  const guest = createInstantGuest({
    onToken: (fresh) => {
      token = fresh;
    },
    onBalance: (next) => {
      if (!isBusy) setBalance(next);
    },
    onCoin: (next) => {
      lobbyCoin = next;
      followLobbyCoin();
    },
    onExit: () => {
      stopAutoplay('leaving the game');
      guest.send('closeGame', {});
    },
  });

  const betLevels = () => info?.betLevelsMinor[coin] ?? [];
  const betMinor = () => betLevels()[betLevel] ?? 0;
  /** The bet of the round being played, or the selected bet between rounds. */
  const activeBetMinor = () => (isBusy || openRound ? roundBetMinor : betMinor());
  const formatWin = (multiplierHundredths: number) =>
    formatCoins(amountForMultiplier(activeBetMinor(), multiplierHundredths), coin);
  const durationMs = (ms: number) => (isReplaying ? 0 : Math.round(isTurbo ? ms * 0.35 : ms));
  const presenter = createWinPresenter({
    overlay: ui.winOverlay,
    meter: ui.win,
    sound,
    formatWin,
    durationMs,
  });

  /** Between rounds, the frame plays in the lobby's coin; autoplay does not carry over to it. */
  function followLobbyCoin() {
    if (isBusy || openRound || lobbyCoin === coin) return;
    stopAutoplay('a coin switch');
    coin = lobbyCoin;
    betLevel = 0;
    void refreshWallet();
    renderBet();
  }

  function setBalance(next: TWalletState) {
    balance = next;
    ui.balance.textContent = formatCoins(balanceOf(balance, coin), coin);
  }

  function renderBet() {
    ui.bet.textContent = formatCoins(activeBetMinor(), coin);
    ui.betDown.disabled = isBusy || openRound !== null || betLevel === 0;
    ui.betUp.disabled = isBusy || openRound !== null || betLevel >= betLevels().length - 1;
    ui.coinChip.textContent = coin === 'GC' ? 'Crown Coins' : 'Sweeps Coins';
    document.body.dataset.coin = coin;
    document.documentElement.dataset.coin = coin;
    game?.onBetChange?.();
  }

  function renderPlay() {
    const action = openRound && game?.openRoundAction?.(openRound);
    ui.playText.textContent = autoplay
      ? `Stop (${autoplay.remaining})`
      : (action?.label ?? config.playLabel);
    ui.play.disabled = autoplay === null && (isBusy || (openRound !== null && !action));
    ui.play.classList.toggle('is-playing', isBusy);
    ui.play.setAttribute('aria-busy', String(isBusy));
  }

  function setBusy(busy: boolean) {
    isBusy = busy;
    const isLocked = busy || openRound !== null;
    ui.choices
      .querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLButtonElement>(
        'input, select, button',
      )
      .forEach((control) => (control.disabled = isLocked));
    renderPlay();
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

  async function playStep(answer: TStepAnswer) {
    if (!game) return;
    setBalance(balanceBeforeWin(answer));
    await playInstantEvents(answer.events, game.handlers);
    setBalance(answer.balance);
    openRound = answer.round.state === 'open' ? answer.round : null;
    if (answer.round.state === 'settled') afterRound(answer.round);
  }

  function afterRound(round: TRoundView) {
    addToHistory(round.multiplierHundredths);
    guest.send('spinEnd', {
      roundId: round.roundId,
      coin: round.coin,
      betMinor: round.betMinor,
      winMinor: round.winMinor,
      balance,
    });
    if (!autoplay) return;
    const reason = autoplay.afterRound({
      betMinor: round.betMinor,
      winMinor: round.winMinor,
      hadFeature: false,
      balanceMinor: balanceOf(balance, coin),
    });
    if (reason) stopAutoplay(reason);
  }

  function addToHistory(multiplierHundredths: number) {
    const tier =
      multiplierHundredths >= 1000 ? 'is-hot' : multiplierHundredths >= 100 ? 'is-up' : '';
    ui.history.prepend(
      element('li', { class: tier, text: formatMultiplier(multiplierHundredths) }),
    );
    while (ui.history.children.length > HISTORY_LENGTH) ui.history.lastElementChild?.remove();
  }

  async function playRound(): Promise<void> {
    if (isBusy || !info || !game || !ui.paytableDialog.hidden || !ui.autoplayDialog.hidden) return;
    if (openRound) {
      const next = game.openRoundAction?.(openRound);
      if (next) await act(next.action);
      return;
    }
    if (balanceOf(balance, coin) < betMinor()) {
      showMessage(`Not enough ${coin === 'GC' ? 'CC' : 'SC'} for this bet`);
      stopAutoplay('a balance below the bet');
      return;
    }
    roundBetMinor = betMinor();
    setBusy(true);
    showMessage('');
    presenter.clear();
    game.onRoundStart?.();
    sound.start();
    try {
      const answer = await api.play({
        gameId: launch.gameId,
        coin,
        betLevel,
        idempotencyKey: crypto.randomUUID(),
        params: game.params(),
      });
      await playStep(answer.data);
    } catch (error) {
      await handleError(error);
    } finally {
      setBusy(false);
    }
    // Autoplay may be stopped during the pause: the next round starts only if it still runs.
    if (autoplay) {
      setTimeout(
        () => {
          if (autoplay) void playRound();
        },
        isTurbo ? 200 : 700,
      );
    }
  }

  async function act(action: string): Promise<void> {
    if (!openRound || isBusy) return;
    setBusy(true);
    showMessage('');
    try {
      const answer = await api.continueRound(openRound.roundId, openRound.steps.length, action);
      await playStep(answer.data);
    } catch (error) {
      await handleError(error);
    } finally {
      setBusy(false);
    }
  }

  async function handleError(error: unknown) {
    stopAutoplay('an error');
    const failure = frameFailureOf(error);
    if (failure.kind === 'signedOut') return failAuth();
    if (failure.kind === 'roundInProgress') return resume();
    if (failure.lobbyError) guest.send('generalError', { message: failure.lobbyError });
    showMessage(failure.message);
  }

  /**
   * Replays an unfinished round's steps without animation, then leaves it to the player. The
   * round is shown and played in the coin it was bet in, whatever the lobby's coin is now.
   */
  async function resume() {
    const open = await api.openRound(launch.gameId);
    if (!open || !game) return;
    roundBetMinor = open.betMinor;
    coin = open.coin;
    betLevel = Math.max(0, betLevels().indexOf(open.betMinor));
    setBusy(true);
    isReplaying = true;
    try {
      for (const step of open.steps) await playInstantEvents(step.events, game.handlers);
    } finally {
      isReplaying = false;
    }
    openRound = open.state === 'open' ? open : null;
    await refreshWallet();
    showMessage(openRound ? `Resuming your unfinished ${coinLabel(coin)} round` : '');
    setBusy(false);
  }

  function stopAutoplay(reason: string) {
    if (!autoplay) return;
    autoplay = null;
    ui.autoplay.setAttribute('aria-pressed', 'false');
    showMessage(`Autoplay stopped: ${reason}`);
    renderPlay();
  }

  function startAutoplay() {
    autoplay = createAutoplay(readAutoplaySettings(ui.autoplayForm), balanceOf(balance, coin));
    ui.autoplayDialog.hidden = true;
    ui.autoplay.setAttribute('aria-pressed', 'true');
    renderPlay();
    void playRound();
  }

  function openPaytable() {
    if (!info || !game) return;
    ui.paytableBody.replaceChildren(renderRulesPanel(info, game.renderPaytable(), launch.gameId));
    ui.paytableDialog.hidden = false;
    ui.paytableBody.parentElement?.scrollTo({ top: 0 });
    ui.paytableClose.focus({ preventScroll: true });
  }

  function closeDialogs() {
    ui.paytableDialog.hidden = true;
    ui.autoplayDialog.hidden = true;
    ui.play.focus();
  }

  function changeBet(step: number) {
    if (isBusy || openRound) return;
    betLevel = Math.min(Math.max(0, betLevel + step), betLevels().length - 1);
    renderBet();
  }

  function toggleTurbo() {
    isTurbo = !isTurbo;
    localStorage.setItem('instant-turbo', isTurbo ? 'on' : 'off');
    ui.turbo.setAttribute('aria-pressed', String(isTurbo));
  }

  function renderSound() {
    ui.sound.setAttribute('aria-pressed', String(sound.isOn));
    ui.sound.innerHTML = sound.isOn ? ICONS.soundOn : ICONS.soundOff;
  }

  function toggleSound() {
    sound.toggle();
    renderSound();
  }

  ui.autoplay.hidden = !config.hasAutoplay;
  bindControls(ui, {
    pressPlay: () => (autoplay ? stopAutoplay('you stopped it') : void playRound()),
    play: () => void playRound(),
    changeBet,
    toggleTurbo,
    toggleSound,
    openPaytable,
    closeDialogs,
    toggleAutoplay: () => {
      if (autoplay) stopAutoplay('you stopped it');
      else if (!isBusy && !openRound) ui.autoplayDialog.hidden = false;
    },
    startAutoplay,
    escape: () => {
      closeDialogs();
      stopAutoplay('you stopped it');
    },
  });
  ui.turbo.setAttribute('aria-pressed', String(isTurbo));
  renderSound();

  if (!query.get('token') || !Number.isInteger(launch.gameId) || launch.gameId <= 0) {
    failAuth();
    return;
  }
  try {
    info = await api.gameInfo(config.engineKey, launch.variant);
    await refreshWallet();
  } catch (error) {
    if (error instanceof FrameApiError && error.status === 401) return failAuth();
    guest.send('generalError', { message: 'Error loading Game UI' });
    showMessage('The game could not load. Please try again.');
    return;
  }
  guest.send('authenticationComplete', {});
  const title = query.get('name') ?? info.title;
  ui.title.textContent = title;
  document.title = title;
  game = config.mount({
    info,
    launch,
    stage: ui.stage,
    choices: ui.choices,
    sound,
    coin: () => coin,
    betMinor: activeBetMinor,
    formatWin,
    isReducedMotion: () => reducedMotion.matches,
    isAutoplay: () => autoplay !== null,
    durationMs,
    presentWin: (multiplierHundredths, winLevel) =>
      isReplaying ? Promise.resolve() : presenter.present(multiplierHundredths, winLevel),
    act,
    warn: (message) => guest.send('logMessage', { level: 'warn', message }),
  });
  setBusy(false);
  openPaytable();
  guest.send('gameReady', { engineKey: config.engineKey });
  await resume();
}
