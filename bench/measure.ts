// What the load benchmarks share: timed operations on concurrent lanes, and one printed line per
// figure with its ratio to a baseline measured in the same run.

export type TFigures = { rate: number; p50: number; p99: number };

/** Runs `count` timed operations on `laneCount` concurrent lanes: rate per second and latencies. */
export async function measure(
  count: number,
  operation: (index: number, lane: number) => Promise<unknown>,
  laneCount: number,
): Promise<TFigures> {
  const latencies: number[] = [];
  let next = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: laneCount }, async (_, lane) => {
      for (let index = next++; index < count; index = next++) {
        const started = performance.now();
        await operation(index, lane);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const rate = count / ((performance.now() - startedAt) / 1000);
  latencies.sort((left, right) => left - right);
  const at = (fraction: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? NaN;
  return { rate, p50: at(0.5), p99: at(0.99) };
}

/** `×r`: how `figures` compares with `base` (per `per` of the baseline's operations). */
export const ratio = (figures: TFigures, base: TFigures, per = 1) =>
  `×${(figures.rate / (base.rate / per)).toFixed(2)}`;

export const line = (label: string, figures: TFigures, versus: string) =>
  console.log(
    `${label.padEnd(44)} ${figures.rate.toFixed(0).padStart(6)} /s   p50 ${figures.p50.toFixed(1).padStart(6)} ms   p99 ${figures.p99.toFixed(1).padStart(6)} ms   ${versus}`,
  );
