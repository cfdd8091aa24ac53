/** Symbol artwork: symbol id → SVG markup drawn in a 100×100 box. */
export type TSymbolArt = Readonly<Record<string, string>>;

interface TReelMotion {
  /** Strip index at the top row, as a float while moving. */
  position: number;
  speed: number;
  landing: { stop: number; startMs: number; durationMs: number; from?: number; to?: number } | null;
  onLanded: (() => void) | null;
}

/**
 * Reels drawn from their real strips: each reel is the strip repeated in a column, moved with
 * transforms on animation frames. Spinning runs at constant speed until the outcome is known,
 * then each reel eases onto its stop with a small bounce.
 */
export function createReels(
  container: HTMLElement,
  strips: string[][],
  rows: number,
  art: TSymbolArt,
) {
  const motions: TReelMotion[] = strips.map(() => ({
    position: 0,
    speed: 0,
    landing: null,
    onLanded: null,
  }));
  const columns: HTMLElement[] = [];
  /** Cells repainted by a tumble, with the strip symbol they show again on the next spin. */
  const painted = new Map<HTMLElement, string>();
  container.style.setProperty('--rows', String(rows));
  container.style.setProperty('--reels', String(strips.length));

  strips.forEach((strip) => {
    const window = document.createElement('div');
    window.className = 'reel';
    const column = document.createElement('div');
    column.className = 'reel-strip';
    const repeated = [...strip, ...strip.slice(0, rows + 1)];
    for (const symbol of repeated) {
      const cell = document.createElement('div');
      drawSymbol(cell, symbol);
      column.append(cell);
    }
    window.append(column);
    container.append(window);
    columns.push(column);
  });

  function drawSymbol(cell: HTMLElement, symbol: string) {
    cell.className = `cell symbol-${symbol}`;
    cell.dataset.symbol = symbol;
    cell.innerHTML = art[symbol] ?? '';
  }

  function unpaint() {
    for (const [cell, symbol] of painted) drawSymbol(cell, symbol);
    painted.clear();
  }

  const wrap = (value: number, length: number) => ((value % length) + length) % length;

  function draw() {
    motions.forEach((motion, reel) => {
      const length = strips[reel]!.length;
      const shown = wrap(motion.position, length);
      columns[reel]!.style.transform = `translate3d(0, calc(${-shown} * var(--cell)), 0)`;
      columns[reel]!.classList.toggle('is-blurred', motion.speed > 0.012);
    });
  }

  let lastMs = performance.now();
  function frame(nowMs: number) {
    const dt = Math.min(50, nowMs - lastMs);
    lastMs = nowMs;
    motions.forEach((motion, reel) => {
      const length = strips[reel]!.length;
      if (motion.landing && nowMs >= motion.landing.startMs) {
        const landing = motion.landing;
        if (landing.from === undefined || landing.to === undefined) {
          // Land downwards, one full strip on from where the reel is now.
          landing.from = motion.position;
          landing.to = motion.position - wrap(motion.position - landing.stop, length) - length;
        }
        const t = Math.min(1, (nowMs - landing.startMs) / landing.durationMs);
        // Ease out with a little overshoot (a reel settling on its stop).
        const c = 1.4;
        const eased = 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2;
        motion.position = landing.from + (landing.to - landing.from) * eased;
        motion.speed = t < 0.6 ? 0.02 : 0;
        if (t >= 1) {
          motion.position = landing.to;
          motion.landing = null;
          motion.speed = 0;
          const done = motion.onLanded;
          motion.onLanded = null;
          done?.();
        }
      } else if (motion.speed > 0) {
        motion.position -= motion.speed * dt;
      }
    });
    draw();
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);

  return {
    /** Shows stops at once (resume, replay, first paint). */
    show(stops: number[]) {
      unpaint();
      stops.forEach((stop, reel) => {
        const motion = motions[reel]!;
        motion.position = stop;
        motion.speed = 0;
        motion.landing = null;
      });
      draw();
    },
    startSpin(speedStripsPerMs: number) {
      unpaint();
      for (const motion of motions) {
        motion.speed = speedStripsPerMs;
        motion.landing = null;
      }
    },
    /** Lands every reel on its stop, one after another; resolves when the last has stopped. */
    stopAt(
      stops: number[],
      staggerMs: number,
      landingMs: number,
      onReelStop: () => void,
    ): Promise<void> {
      const now = performance.now();
      return Promise.all(
        stops.map(
          (stop, reel) =>
            new Promise<void>((resolve) => {
              const motion = motions[reel]!;
              motion.landing = { stop, startMs: now + reel * staggerMs, durationMs: landingMs };
              motion.onLanded = () => {
                onReelStop();
                resolve();
              };
            }),
        ),
      ).then(() => undefined);
    },
    /** Shows another symbol in a cell until the next spin (tumbles change the board). */
    paint(cell: HTMLElement, symbol: string) {
      if (!painted.has(cell)) painted.set(cell, cell.dataset.symbol ?? '');
      drawSymbol(cell, symbol);
    },
    /** The cell element showing board position [reel, row] (for win highlights). */
    cellAt(reel: number, row: number): HTMLElement | null {
      const motion = motions[reel]!;
      const length = strips[reel]!.length;
      const index = wrap(Math.round(motion.position), length) + row;
      return (columns[reel]!.children[index] as HTMLElement | undefined) ?? null;
    },
  };
}
export type TReels = ReturnType<typeof createReels>;
