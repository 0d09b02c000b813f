// The metrics' ledger check runs at most once a minute and never twice at once, whatever the scrapes do.
import type { LedgerCheckView } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { ledgerProbe } from './ledger-probe.ts';

const view = (entries: number): LedgerCheckView => ({
  ok: true,
  checkedAt: new Date(0).toISOString(),
  durationMs: 12,
  entries,
  postings: entries * 2,
  currencies: [],
  unbalancedEntryIds: [],
  overdrawnAccountIds: [],
  driftedAccountIds: [],
});

/** A check that waits until released, counting its runs; each run reports the run number as its entry count. */
function controlledCheck() {
  let runs = 0;
  let release: (() => void) | undefined;
  let fail = false;
  return {
    get runs() {
      return runs;
    },
    failNext() {
      fail = true;
    },
    release() {
      release?.();
    },
    check: async () => {
      runs += 1;
      const n = runs;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      if (fail) {
        fail = false;
        throw new Error('database unreachable');
      }
      return view(n);
    },
  };
}

describe('ledgerProbe', () => {
  it('shares one running check between concurrent scrapes and reuses its result until it is a minute old', async () => {
    let clock = 1_000_000;
    const ledger = controlledCheck();
    const probe = ledgerProbe(ledger.check, { maxAgeMs: 60_000, now: () => clock });

    const first = probe.read();
    const second = probe.read();
    ledger.release();
    expect((await first)?.entries).toBe(1);
    expect((await second)?.entries).toBe(1);
    expect(ledger.runs).toBe(1);

    clock += 59_999;
    expect((await probe.read())?.entries).toBe(1);
    expect(ledger.runs).toBe(1);

    clock += 1;
    const third = probe.read();
    ledger.release();
    expect((await third)?.entries).toBe(2);
    expect(ledger.runs).toBe(2);
  });

  it('reports a failed check as null and does not retry it on every scrape', async () => {
    let clock = 0;
    const errors: unknown[] = [];
    const ledger = controlledCheck();
    const probe = ledgerProbe(ledger.check, { maxAgeMs: 60_000, now: () => clock, onError: (e) => errors.push(e) });

    ledger.failNext();
    const failed = probe.read();
    ledger.release();
    expect(await failed).toBeNull();
    expect(errors).toHaveLength(1);

    clock += 30_000;
    expect(await probe.read()).toBeNull();
    expect(ledger.runs).toBe(1);

    clock += 30_000;
    const retried = probe.read();
    ledger.release();
    expect((await retried)?.entries).toBe(2);
  });

  it('lets the app wait for a running check before the database closes', async () => {
    const ledger = controlledCheck();
    const probe = ledgerProbe(ledger.check, { maxAgeMs: 60_000 });
    await probe.idle();
    void probe.read();
    let idle = false;
    const waiting = probe.idle().then(() => {
      idle = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle).toBe(false);
    ledger.release();
    await waiting;
    expect(idle).toBe(true);
  });
});
