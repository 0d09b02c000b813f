// The ledger-wide check as the metrics see it: a big ledger makes it slow, so it runs at most once per `maxAgeMs`
// and never twice at once; scrapes in between read the last result.
import type { LedgerCheckView } from '@platform/contracts';

export interface LedgerProbe {
  /** The latest check, run now if the last one is older than `maxAgeMs`; null when that run failed. */
  read(): Promise<LedgerCheckView | null>;
  /** Resolves once no check is running (the database may then close). */
  idle(): Promise<void>;
}

export interface LedgerProbeOptions {
  maxAgeMs: number;
  now?: () => number;
  onError?: (err: unknown) => void;
}

export function ledgerProbe(
  check: () => Promise<LedgerCheckView>,
  { maxAgeMs, now = Date.now, onError }: LedgerProbeOptions,
): LedgerProbe {
  let last: { view: LedgerCheckView | null; at: number } | undefined;
  let running: Promise<LedgerCheckView | null> | undefined;

  const run = async (): Promise<LedgerCheckView | null> => {
    let view: LedgerCheckView | null = null;
    try {
      view = await check();
    } catch (err) {
      onError?.(err);
    }
    // A failed run counts too: a database in trouble is not asked again on every scrape.
    last = { view, at: now() };
    running = undefined;
    return view;
  };

  return {
    async read() {
      if (last && now() - last.at < maxAgeMs) return last.view;
      running ??= run();
      return running;
    },
    async idle() {
      await running;
    },
  };
}
