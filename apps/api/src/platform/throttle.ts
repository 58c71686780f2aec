import type { Clock } from './clock.ts';

/**
 * In-memory sliding window of failures per key (an e-mail, an IP).
 * One process only; a multi-instance deployment would move this to the database.
 */
export class FailureWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
    private readonly maxKeys = 100_000,
  ) {}

  /** Seconds until another attempt is allowed, or 0 when the key is under the limit. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    const oldestThatCounts = recent[recent.length - this.limit];
    return Math.max(1, Math.ceil((oldestThatCounts + this.windowMs - this.clock()) / 1000));
  }

  fail(key: string): void {
    if (!this.hits.has(key) && this.hits.size >= this.maxKeys) this.sweep();
    this.hits.set(key, [...this.recent(key), this.clock()]);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.clock() - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length === 0) this.hits.delete(key);
    return recent;
  }

  private sweep(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
    // Still full of live keys: drop the oldest entries rather than grow without bound.
    for (const key of this.hits.keys()) {
      if (this.hits.size < this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}
