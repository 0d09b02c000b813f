// When each session was last seen, written without a database write per request: a request only marks its session in
// memory, and the marks go out together in one statement a minute (and at shutdown). So a session is written at most
// once a minute per node, whatever its traffic, and the sessions page is at most that much behind.
import type { Db } from '@platform/db';
import { touchSessions } from './sessions-repo.ts';

/** At most this many sessions in one statement. */
const CHUNK = 500;

export class LastSeen {
  private marked = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The session carried a request now. */
  seen(tokenHash: string) {
    this.marked.add(tokenHash);
  }

  /** How many sessions wait to be written. */
  get pending() {
    return this.marked.size;
  }

  /** Writes the marks taken so far; one flush at a time, in order. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.marked.size === 0) return;
      const hashes = [...this.marked];
      this.marked = new Set();
      const at = new Date();
      try {
        for (let i = 0; i < hashes.length; i += CHUNK) await touchSessions(this.db, hashes.slice(i, i + CHUNK), at);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.flushing;
  }

  start(intervalMs: number) {
    this.stop();
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
