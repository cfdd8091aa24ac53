import {
  formatMultiplier,
  gameHandlers,
  type TInstantContext,
  type TInstantGame,
} from '@casino/instant-ui';
import { createScratchCard, PANEL_COUNT } from '#src/card';
import { createPrizeList, prizesOf, renderPrizeTable } from '#src/prize-table';
import { createScratchSound } from '#src/scratch-sound';
import { installSymbolSprite, symbolName } from '#src/symbols';
import { applyScratchTheme, scratchTheme } from '#src/scratch-themes';

/**
 * SCRATCHCROWN in the instant-game shell: the ticket is settled when bought; its nine symbols
 * come in the server's scratchTicket event and wait under the foil until the player scratches
 * (pointer or touch), opens panels with the keyboard, or reveals them all.
 */
export function mountScratch(context: TInstantContext): TInstantGame {
  const theme = scratchTheme(context.launch.artKey);
  applyScratchTheme(theme);
  installSymbolSprite();
  const prizes = prizesOf(context.info, theme.table);
  const sounds = createScratchSound(() => context.sound.isOn);

  const status = document.createElement('p');
  status.className = 'ticket-status';
  status.setAttribute('aria-live', 'polite');
  status.dataset.testid = 'scratch-status';
  const card = createScratchCard(theme, {
    onScratch: () => sounds.rasp(),
    onPanelRevealed: (count) => {
      sounds.panel(count);
      const left = PANEL_COUNT - count;
      if (left > 0)
        status.textContent = `${left} ${left === 1 ? 'panel' : 'panels'} left to scratch`;
    },
    durationMs: context.durationMs,
  });
  const prizeList = createPrizeList(prizes, context.formatWin);

  const revealAll = document.createElement('button');
  revealAll.type = 'button';
  revealAll.className = 'reveal-all';
  revealAll.textContent = 'Reveal all';
  revealAll.dataset.testid = 'reveal-all';
  revealAll.setAttribute('aria-keyshortcuts', 'R');
  revealAll.disabled = true;
  revealAll.addEventListener('click', () => void card.revealAll());
  window.addEventListener('keydown', (event) => {
    if (event.key === 'r' && card.isScratchable && !(event.target instanceof HTMLInputElement)) {
      void card.revealAll();
    }
  });

  const top = prizes[0];
  const head = document.createElement('div');
  head.className = 'ticket-head';
  const match = document.createElement('strong');
  match.textContent = 'Match 3 to win';
  const topPrize = document.createElement('span');
  topPrize.textContent = top
    ? `Top prize ${formatMultiplier(top.multiplierHundredths)} for 3 × ${symbolName(top.symbol)}`
    : '';
  head.append(match, topPrize);
  const foot = document.createElement('div');
  foot.className = 'ticket-foot';
  foot.append(status, revealAll);
  const ticket = document.createElement('div');
  ticket.className = 'ticket';
  ticket.append(head, card.element, foot);
  const layout = document.createElement('div');
  layout.className = 'scratch';
  layout.append(ticket, prizeList.element);
  context.stage.append(layout);
  status.textContent = 'Buy a ticket, then scratch the nine panels.';

  function wait(ms: number) {
    return new Promise<void>((resolve) => setTimeout(resolve, context.durationMs(ms)));
  }

  return {
    params: () => ({}),
    onRoundStart: () => {
      card.cover();
      if (!context.isReducedMotion()) {
        ticket.animate(
          [
            { transform: 'translateX(40px) rotate(2deg)', opacity: 0 },
            { transform: 'none', opacity: 1 },
          ],
          { duration: context.durationMs(380), easing: 'cubic-bezier(0.2, 0.9, 0.3, 1.2)' },
        );
      }
      prizeList.highlight(null);
      status.textContent = 'Printing your ticket…';
    },
    onBetChange: () => prizeList.refresh(),
    renderPaytable: () => renderPrizeTable(prizes, context.formatWin),
    handlers: gameHandlers(
      {
        async scratchTicket(event) {
          const uncovered = card.load(event.symbols);
          revealAll.disabled = false;
          status.textContent = 'Scratch the panels, or reveal them all';
          if (context.isAutoplay()) void card.revealAll();
          else card.focusFirstCovered();
          await uncovered;
          revealAll.disabled = true;
          card.markWinners(event.winningCells);
          prizeList.highlight(event.prizeSymbol);
          status.textContent = event.prizeSymbol
            ? `3 × ${symbolName(event.prizeSymbol)} pays ${formatMultiplier(event.multiplierHundredths)}!`
            : 'No three of a kind this time';
          await wait(event.prizeSymbol ? 700 : 300);
        },
        async finalWin(event) {
          await context.presentWin(event.multiplierHundredths, event.winLevel);
        },
      },
      context.warn,
    ),
  };
}
