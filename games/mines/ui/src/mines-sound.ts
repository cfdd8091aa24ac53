/**
 * CROWNMINER's own sounds beside the shell's: a chime that climbs with every safe tile, a
 * muffled blast for a mine and a coin rush for cashing out. They follow the shell's one mute
 * (`isOn`) and, like it, make no sound before the player's first action.
 */
export function createMinesSound(isOn: () => boolean) {
  let context: AudioContext | null = null;

  // Browsers refuse audio before the page's first gesture; a resumed round replays before it.
  let hasGesture = false;
  const markGesture = () => {
    hasGesture = true;
  };
  window.addEventListener('pointerdown', markGesture, { capture: true, once: true });
  window.addEventListener('keydown', markGesture, { capture: true, once: true });

  function audio(): AudioContext | null {
    if (!isOn() || !hasGesture) return null;
    context ??= new AudioContext();
    return context;
  }

  function tone(
    frequency: number,
    startS: number,
    durationS: number,
    type: OscillatorType,
    gain: number,
  ) {
    const output = audio();
    if (!output) return;
    const at = output.currentTime + startS;
    const oscillator = output.createOscillator();
    const volume = output.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(frequency, at);
    volume.gain.setValueAtTime(gain, at);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + durationS);
    oscillator.connect(volume).connect(output.destination);
    oscillator.start(at);
    oscillator.stop(at + durationS);
  }

  return {
    /** A bright two-note chime, a semitone higher for every safe tile so far. */
    gem(safePicks: number) {
      const base = 660 * 2 ** (Math.min(safePicks, 24) / 12);
      tone(base, 0, 0.18, 'sine', 0.09);
      tone(base * 1.5, 0.06, 0.28, 'triangle', 0.05);
    },
    blast() {
      const output = audio();
      if (!output) return;
      const length = Math.floor(output.sampleRate * 0.6);
      const buffer = output.createBuffer(1, length, output.sampleRate);
      const samples = buffer.getChannelData(0);
      // Decaying noise: the texture of a blast (sound only, never part of an outcome).
      for (let index = 0; index < length; index += 1) {
        samples[index] = (Math.random() * 2 - 1) * (1 - index / length) ** 2;
      }
      const source = output.createBufferSource();
      source.buffer = buffer;
      const filter = output.createBiquadFilter();
      filter.type = 'lowpass';
      filter.frequency.value = 700;
      const volume = output.createGain();
      volume.gain.value = 0.35;
      source.connect(filter).connect(volume).connect(output.destination);
      source.start();
      tone(70, 0, 0.5, 'sine', 0.2);
    },
    cashOut() {
      [1047, 1319, 1568, 2093].forEach((frequency, index) =>
        tone(frequency, index * 0.05, 0.22, 'triangle', 0.05),
      );
    },
  };
}
export type TMinesSound = ReturnType<typeof createMinesSound>;
