/**
 * Synthesised casino sounds (no audio files to load): reel ticks, stops, win chimes, fanfares,
 * tumbles and coin locks. Nothing plays before the player's first tap or key press: a round
 * resumed on load plays silently, and the audio context is only made after a gesture (browsers
 * keep one made earlier suspended).
 */
export function createSound() {
  let context: AudioContext | null = null;
  let isOn = localStorage.getItem('slot-sound') !== 'off';
  let hasGesture = false;
  const markGesture = () => {
    hasGesture = true;
  };
  window.addEventListener('pointerdown', markGesture, { once: true, capture: true });
  window.addEventListener('keydown', markGesture, { once: true, capture: true });

  function tone(
    frequency: number,
    startS: number,
    durationS: number,
    type: OscillatorType,
    gain = 0.08,
  ) {
    if (!isOn || !hasGesture) return;
    context ??= new AudioContext();
    const at = context.currentTime + startS;
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
      return isOn;
    },
    toggle(): boolean {
      isOn = !isOn;
      localStorage.setItem('slot-sound', isOn ? 'on' : 'off');
      return isOn;
    },
    spin: () => tone(180, 0, 0.12, 'triangle', 0.05),
    reelStop: () => tone(110, 0, 0.09, 'square', 0.04),
    win: () => [523, 659, 784].forEach((f, i) => tone(f, i * 0.08, 0.25, 'sine')),
    bigWin: () =>
      [523, 659, 784, 1047, 1319].forEach((f, i) => tone(f, i * 0.12, 0.5, 'triangle', 0.1)),
    tumble: () => [330, 262, 196].forEach((f, i) => tone(f, i * 0.05, 0.16, 'triangle', 0.06)),
    coinLock: () => [1568, 2093].forEach((f, i) => tone(f, i * 0.06, 0.3, 'sine', 0.07)),
    feature: () =>
      [392, 523, 659, 784, 1047].forEach((f, i) => tone(f, i * 0.09, 0.35, 'sawtooth', 0.05)),
  };
}
export type TSound = ReturnType<typeof createSound>;
