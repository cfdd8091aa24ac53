import type { TWinLevel } from '@casino/contracts';
import { countUp, delay, element } from '@casino/slot-ui/dom';
import type { TInstantSound } from '#src/instant-sound';

const TIER_TITLES: Record<TWinLevel, string> = {
  none: 'NO WIN',
  win: 'WIN',
  big: 'BIG WIN',
  mega: 'MEGA WIN',
  epic: 'EPIC WIN',
};

export function formatMultiplier(multiplierHundredths: number): string {
  return `${(multiplierHundredths / 100).toLocaleString('en-US', {
    minimumFractionDigits: multiplierHundredths % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}×`;
}

function confetti(count: number): HTMLElement {
  const layer = element('div', { class: 'confetti', 'aria-hidden': 'true' });
  for (let index = 0; index < count; index += 1) {
    const piece = element('i');
    // Spread evenly (golden angle) rather than randomly: the look, not an outcome.
    piece.style.setProperty('--x', `${(index * 137.5) % 100}%`);
    piece.style.setProperty('--delay', `${(index % 12) * 60}ms`);
    piece.style.setProperty('--hue', `${(index * 47) % 360}`);
    layer.append(piece);
  }
  return layer;
}

/**
 * The round's result over the stage: the multiplier and its money at the round's bet, a
 * count-up and confetti for big, mega and epic wins, and a quiet note when nothing is won.
 */
export function createWinPresenter(config: {
  overlay: HTMLElement;
  meter: HTMLElement;
  sound: TInstantSound;
  formatWin: (multiplierHundredths: number) => string;
  durationMs: (ms: number) => number;
}) {
  const { overlay, meter, sound, formatWin, durationMs } = config;

  return {
    clear() {
      overlay.className = 'win-overlay';
      overlay.replaceChildren();
      meter.textContent = '';
    },
    async present(multiplierHundredths: number, winLevel: TWinLevel): Promise<void> {
      const amount = element('span', {
        class: 'win-amount',
        text: formatWin(multiplierHundredths),
      });
      const isBig = winLevel === 'big' || winLevel === 'mega' || winLevel === 'epic';
      // Less than the bet back is not celebrated as a win (no "WIN", no chime): docs/decisions/083.
      const isBelowBet = multiplierHundredths > 0 && multiplierHundredths < 100;
      overlay.replaceChildren(
        ...(isBig ? [confetti(winLevel === 'big' ? 24 : 48)] : []),
        element('div', { class: 'win-card' }, [
          element('strong', {
            class: 'win-title',
            text: isBelowBet ? formatMultiplier(multiplierHundredths) : TIER_TITLES[winLevel],
          }),
          element('span', {
            class: 'win-multiplier',
            text: isBelowBet ? 'of your bet back' : formatMultiplier(multiplierHundredths),
          }),
          amount,
        ]),
      );
      overlay.className = `win-overlay is-shown tier-${isBelowBet ? 'back' : winLevel}`;
      meter.textContent = formatWin(multiplierHundredths);
      if (multiplierHundredths < 100) sound.lose();
      else if (isBig) sound.bigWin();
      else sound.win();
      if (isBig) {
        await countUp(durationMs(2000), (fraction) => {
          amount.textContent = formatWin(Math.floor(multiplierHundredths * fraction));
        });
      }
      await delay(durationMs(isBig ? 1400 : 900));
      overlay.classList.add('is-settled');
    },
  };
}
export type TWinPresenter = ReturnType<typeof createWinPresenter>;
