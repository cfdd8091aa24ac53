// What the load benchmarks share: timed operations on concurrent lanes, and one printed line per
// figure with its ratio to a baseline measured in the same run, and the CPU each operation cost.
import fs from 'node:fs';

/**
 * `processMs`: this process's CPU (user and system) per operation; `machineMs`: every core's
 * busy time per operation (Linux /proc/stat; NaN elsewhere), which includes the database's
 * processes. On a machine whose cores are all busy, a ratio of two rates is bounded by the
 * inverse ratio of their `machineMs`.
 */
export type TFigures = {
  rate: number;
  p50: number;
  p99: number;
  cpu: { processMs: number; machineMs: number };
};

/** Busy milliseconds of all cores since boot (clock ticks are 10 ms on Linux). */
function machineBusyMs(): number {
  try {
    const fields = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return (fields.reduce((sum, value) => sum + value, 0) - idle) * 10;
  } catch {
    return NaN;
  }
}

/** Runs `count` timed operations on `laneCount` concurrent lanes: rate per second and latencies. */
export async function measure(
  count: number,
  operation: (index: number, lane: number) => Promise<unknown>,
  laneCount: number,
): Promise<TFigures> {
  const latencies: number[] = [];
  let next = 0;
  const busyBefore = machineBusyMs();
  const cpuBefore = process.cpuUsage();
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
  const cpuUsed = process.cpuUsage(cpuBefore);
  const busyMs = machineBusyMs() - busyBefore;
  latencies.sort((left, right) => left - right);
  const at = (fraction: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? NaN;
  return {
    rate,
    p50: at(0.5),
    p99: at(0.99),
    cpu: {
      processMs: (cpuUsed.user + cpuUsed.system) / 1000 / count,
      machineMs: busyMs / count,
    },
  };
}

export const CPU_LEGEND =
  'cpu/op: CPU milliseconds per operation, this process (server and load generator) + the rest of the machine (the database, other work)';

/**
 * `process + rest ms`. The machine's busy time is counted in 10 ms ticks, so over a few
 * operations the rest can round below zero: it is shown as 0.
 */
export const cpuSplit = (processMs: number, machineMs: number) =>
  `${processMs.toFixed(2)} + ${Math.max(0, machineMs - processMs).toFixed(2)} ms`;

/** `×r`: how `figures` compares with `base` (per `per` of the baseline's operations). */
export const ratio = (figures: TFigures, base: TFigures, per = 1) =>
  `×${(figures.rate / (base.rate / per)).toFixed(2)}`;

export const line = (label: string, figures: TFigures, versus: string) =>
  console.log(
    `${label.padEnd(44)} ${figures.rate.toFixed(0).padStart(6)} /s   p50 ${figures.p50.toFixed(1).padStart(6)} ms   p99 ${figures.p99.toFixed(1).padStart(6)} ms   cpu/op ${cpuSplit(figures.cpu.processMs, figures.cpu.machineMs)}   ${versus}`,
  );
