import { createSound } from '@casino/slot-ui/sound';

/**
 * The slot frames' sounds (and their one mute, kept locally) plus the short tones instant games
 * need: peg ticks, wheel clicks and a landing thud. Nothing plays before the first interaction:
 * the audio context starts with the first tone, and tones follow the player's actions.
 */
export function createInstantSound() {
  const base = createSound();
  let context: AudioContext | null = null;

  function tone(frequency: number, durationS: number, type: OscillatorType, gain: number) {
    if (!base.isOn) return;
    context ??= new AudioContext();
    const at = context.currentTime;
    const oscillator = context.createOscillator();
    const volume = context.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(frequency, at);
    volume.gain.setValueAtTime(gain, at);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + durationS);
    oscillator.connect(volume).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + durationS);
  }

  return {
    get isOn() {
      return base.isOn;
    },
    toggle: () => base.toggle(),
    start: base.spin,
    win: base.win,
    bigWin: base.bigWin,
    /** A peg or pin tick; `pitch` from 0 (low) to 1 (high). */
    tick: (pitch: number) => tone(520 + pitch * 900, 0.05, 'triangle', 0.035),
    land: () => tone(140, 0.18, 'sine', 0.09),
    lose: () => tone(196, 0.22, 'sine', 0.05),
  };
}
export type TInstantSound = ReturnType<typeof createInstantSound>;
