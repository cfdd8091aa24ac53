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

/** One timed stretch of operations, kept raw so that stretches can be pooled. */
type TSample = {
  count: number;
  elapsedMs: number;
  latencies: number[];
  processCpuMs: number;
  machineBusyMs: number;
};

async function sample(
  count: number,
  operation: (index: number, lane: number) => Promise<unknown>,
  laneCount: number,
  firstIndex = 0,
  finish?: () => Promise<unknown>,
): Promise<TSample> {
  const latencies: number[] = [];
  let next = 0;
  const busyBefore = machineBusyMs();
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: laneCount }, async (_, lane) => {
      for (let index = next++; index < count; index = next++) {
        const started = performance.now();
        await operation(firstIndex + index, lane);
        latencies.push(performance.now() - started);
      }
    }),
  );
  await finish?.();
  const elapsedMs = performance.now() - startedAt;
  const cpuUsed = process.cpuUsage(cpuBefore);
  return {
    count,
    elapsedMs,
    latencies,
    processCpuMs: (cpuUsed.user + cpuUsed.system) / 1000,
    machineBusyMs: machineBusyMs() - busyBefore,
  };
}

/** The figures of one or more stretches taken together. */
function figuresOf(samples: readonly TSample[]): TFigures {
  const total = (pick: (one: TSample) => number) =>
    samples.reduce((sum, one) => sum + pick(one), 0);
  const count = total((one) => one.count);
  const latencies = samples.flatMap((one) => one.latencies).sort((left, right) => left - right);
  const at = (fraction: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? NaN;
  return {
    rate: count / (total((one) => one.elapsedMs) / 1000),
    p50: at(0.5),
    p99: at(0.99),
    cpu: {
      processMs: total((one) => one.processCpuMs) / count,
      machineMs: total((one) => one.machineBusyMs) / count,
    },
  };
}

/** Runs `count` timed operations on `laneCount` concurrent lanes: rate per second and latencies. */
export async function measure(
  count: number,
  operation: (index: number, lane: number) => Promise<unknown>,
  laneCount: number,
): Promise<TFigures> {
  return figuresOf([await sample(count, operation, laneCount)]);
}

/**
 * A baseline and the operation compared with it, `count` each, in `slices` alternating
 * stretches (baseline first, then the other first: B S, S B, B S …), each side's figures
 * pooled over its stretches. The machine's speed drifts by tens of percent within a minute on
 * shared cores; measured one after the other, that drift lands on the ratio, and alternated it
 * falls on both sides alike. Operation indexes run on across a side's stretches. `finish`
 * ends every stretch inside its time: the work an operation leaves for later (outbox
 * deliveries) is then counted on the side that caused it, not on the stretch after it.
 */
export async function measureAlternating(
  count: number,
  baseline: (index: number, lane: number) => Promise<unknown>,
  subject: (index: number, lane: number) => Promise<unknown>,
  laneCount: number,
  finish?: () => Promise<unknown>,
  slices = 2,
): Promise<{ baseline: TFigures; subject: TFigures }> {
  const baselineSamples: TSample[] = [];
  const subjectSamples: TSample[] = [];
  const sliceSize = Math.ceil(count / slices);
  for (let slice = 0; slice < slices; slice += 1) {
    const firstIndex = slice * sliceSize;
    const size = Math.min(sliceSize, count - firstIndex);
    if (size <= 0) break;
    const runBaseline = async () =>
      baselineSamples.push(await sample(size, baseline, laneCount, firstIndex, finish));
    const runSubject = async () =>
      subjectSamples.push(await sample(size, subject, laneCount, firstIndex, finish));
    if (slice % 2 === 0) {
      await runBaseline();
      await runSubject();
    } else {
      await runSubject();
      await runBaseline();
    }
  }
  return { baseline: figuresOf(baselineSamples), subject: figuresOf(subjectSamples) };
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
