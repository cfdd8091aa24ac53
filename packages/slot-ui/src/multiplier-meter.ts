import { element } from '#src/dom';

/**
 * The cascade's rising win multiplier: the ladder from the game's rules, with the step the
 * round stands on lit. Which step is lit comes only from the events (a winInfo's applied
 * multiplier, a cascade's next multiplier).
 */
export function createMultiplierMeter(ladder: readonly number[]) {
  const chips = ladder.map((multiplier) =>
    element('li', { class: 'multiplier-step', text: `×${multiplier}` }),
  );
  const current = element('output', {
    class: 'multiplier-current',
    'data-testid': 'cascade-multiplier',
  });
  const meter = element('div', { class: 'multiplier-meter', role: 'group' }, [
    element('span', { class: 'multiplier-label', text: 'Win multiplier' }),
    current,
    element('ol', { class: 'multiplier-ladder', 'aria-hidden': 'true' }, chips),
  ]);
  meter.setAttribute('aria-label', 'Win multiplier');

  function light(multiplier: number, isRising: boolean) {
    current.textContent = `×${multiplier}`;
    const reached = ladder.indexOf(multiplier);
    chips.forEach((chip, index) => {
      chip.classList.toggle('is-current', index === reached);
      chip.classList.toggle('is-passed', reached >= 0 && index < reached);
    });
    meter.classList.remove('is-rising');
    if (isRising) {
      // Restart the rise animation for every new step.
      void meter.offsetWidth;
      meter.classList.add('is-rising');
    }
  }

  light(ladder[0] ?? 1, false);
  return {
    meter,
    /** A new round starts at the bottom of the ladder. */
    reset: () => light(ladder[0] ?? 1, false),
    applied: (multiplier: number) => light(multiplier, false),
    next: (multiplier: number) => light(multiplier, true),
  };
}
export type TMultiplierMeter = ReturnType<typeof createMultiplierMeter>;
