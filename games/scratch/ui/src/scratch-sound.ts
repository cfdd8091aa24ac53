/**
 * SCRATCHCROWN's own sounds beside the shell's: the rasp of a coin on foil (throttled while the
 * pointer moves) and a bright ping as each panel comes clear. They follow the shell's one mute.
 */
export function createScratchSound(isOn: () => boolean) {
  let context: AudioContext | null = null;
  let noise: AudioBuffer | null = null;
  let lastRaspAt = 0;

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

  function noiseBuffer(output: AudioContext): AudioBuffer {
    if (noise) return noise;
    const length = Math.floor(output.sampleRate * 0.08);
    noise = output.createBuffer(1, length, output.sampleRate);
    const samples = noise.getChannelData(0);
    // White noise: the texture of the foil (sound only, never part of an outcome).
    for (let index = 0; index < length; index += 1) samples[index] = Math.random() * 2 - 1;
    return noise;
  }

  return {
    rasp() {
      const now = performance.now();
      if (now - lastRaspAt < 70) return;
      lastRaspAt = now;
      const output = audio();
      if (!output) return;
      const source = output.createBufferSource();
      source.buffer = noiseBuffer(output);
      source.playbackRate.value = 0.8 + ((now / 70) % 5) * 0.08;
      const filter = output.createBiquadFilter();
      filter.type = 'bandpass';
      filter.frequency.value = 2600;
      filter.Q.value = 0.9;
      const volume = output.createGain();
      volume.gain.setValueAtTime(0.12, output.currentTime);
      volume.gain.exponentialRampToValueAtTime(0.0001, output.currentTime + 0.08);
      source.connect(filter).connect(volume).connect(output.destination);
      source.start();
    },
    /** A ping that climbs with every panel uncovered (1 to 9). */
    panel(revealedCount: number) {
      const output = audio();
      if (!output) return;
      const at = output.currentTime;
      const oscillator = output.createOscillator();
      const volume = output.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.setValueAtTime(740 * 2 ** (revealedCount / 12), at);
      volume.gain.setValueAtTime(0.06, at);
      volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
      oscillator.connect(volume).connect(output.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.2);
    },
  };
}
