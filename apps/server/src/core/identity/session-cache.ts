// The sessions this node resolved lately, so an authenticated request costs no query. Revocations evict them through
// the domain events (on every node); a short time-to-live bounds what a lost event could leave behind, and an entry
// never outlives its session's expiry.

export interface SessionCacheOptions {
  /** How long an entry is trusted without asking the database again. */
  ttlMs: number;
  /** At most this many entries; the oldest goes first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  userId: number;
  /** The earlier of the session's expiry and the end of the time-to-live, in ms since the epoch. */
  validUntil: number;
}

/** A mark taken before the database is asked, so an answer that a revocation overtook is not cached. */
export type LookupMark = number;

export class SessionCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private evictions = 0;
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size() {
    return this.entries.size;
  }

  /** The live entry for a token hash, if this node holds one. */
  get(tokenHash: string): V | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.validUntil > this.now()) return entry.value;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Take before asking the database; hand to `set` with its answer. */
  mark(): LookupMark {
    return this.evictions;
  }

  /** Caches what the database answered, unless an eviction happened since `mark` (the answer may predate it). */
  set(tokenHash: string, userId: number, sessionExpiresAt: Date, value: V, mark: LookupMark) {
    if (mark !== this.evictions) return;
    const validUntil = Math.min(this.now() + this.options.ttlMs, sessionExpiresAt.getTime());
    if (validUntil <= this.now()) return;
    this.entries.delete(tokenHash);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { value, userId, validUntil });
  }

  /** Drops every session of a user (revoked, disabled, roles or profile changed). Rare, so a scan is fine. */
  evictUser(userId: number) {
    this.evictions++;
    for (const [hash, entry] of this.entries) if (entry.userId === userId) this.entries.delete(hash);
  }

  evictSessions(tokenHashes: readonly string[]) {
    this.evictions++;
    for (const hash of tokenHashes) this.entries.delete(hash);
  }

  /** Forgets everything: when revocations may have been missed (the pub/sub connection was lost). */
  clear() {
    this.evictions++;
    this.entries.clear();
  }
}
