let context: AudioContext | null = null;

/** A short two-note click for the coin switch, synthesised so no audio file ships. */
export function playToggleSound(to: 'GC' | 'SC'): void {
  if (typeof window.AudioContext !== 'function') return;
  context ??= new AudioContext();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  const startAt = context.currentTime;
  oscillator.frequency.setValueAtTime(to === 'SC' ? 660 : 520, startAt);
  oscillator.frequency.setValueAtTime(to === 'SC' ? 880 : 390, startAt + 0.05);
  gain.gain.setValueAtTime(0.08, startAt);
  gain.gain.exponentialRampToValueAtTime(0.0001, startAt + 0.14);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(startAt);
  oscillator.stop(startAt + 0.15);
}
