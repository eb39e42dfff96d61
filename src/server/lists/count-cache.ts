/**
 * Exact totals of filtered lists, reused until a write can change them. Counting a million
 * users that match a search reads tens of thousands of index entries (20–30 ms), while staff
 * ask the same few questions over and over: the launcher's view, a common name, a filter.
 * Each total is stamped with its list's count version (row_counts.version, moved by migration
 * 0008's triggers in the same transaction as every such write) and is only answered while that
 * version is current, so a reused total is as exact as a fresh count. The least recently used
 * totals are dropped first. Whole list answers are kept alike, stamped with their list's versions
 * (lists/engine.ts, answerVersions).
 */
export class CountCache<Value = number, Version extends number | string = number> {
  readonly #totals = new Map<string, { version: Version; total: Value }>();

  constructor(private readonly capacity: number) {}

  get(key: string, version: Version): Value | undefined {
    const entry = this.#totals.get(key);
    if (!entry) return undefined;
    this.#totals.delete(key);
    if (entry.version !== version) return undefined;
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.#totals.set(key, entry);
    return entry.total;
  }

  set(key: string, version: Version, total: Value): void {
    this.#totals.delete(key);
    this.#totals.set(key, { version, total });
    if (this.#totals.size > this.capacity) this.#totals.delete(this.#totals.keys().next().value!);
  }
}
