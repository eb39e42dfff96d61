/** Percentiles of a list of durations in milliseconds. */
export function percentiles(samples: number[]): { p50: number; p95: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

export async function timeRuns(runs: number, task: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await task();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return samples;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
