/** A small deterministic generator (mulberry32): the same demo data on every machine. */
export function randomSource(seedValue: number) {
  let state = seedValue;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick };
}

export type RandomSource = ReturnType<typeof randomSource>;
