import { quoteView } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { createSimulator } from './simulator.ts';

// Tuesday 10 March 2026, 10:00 New York: every class is trading.
const START = Date.parse('2026-03-10T14:00:00Z');
const SECOND = 1_000;

describe('simulator', () => {
  it('reports every quote on the first tick and then only those that changed', () => {
    const simulator = createSimulator({ seed: 'live' });
    const first = simulator.tick(START);
    expect(first).toHaveLength(simulator.instruments(START).length);
    for (const quote of first) expect(quoteView.safeParse(quote).success, quote.symbol).toBe(true);
    expect(simulator.tick(START)).toEqual([]);
    const next = simulator.tick(START + SECOND);
    expect(next.length).toBeGreaterThan(0);
    for (const quote of next) expect(quote).toEqual(simulator.quote(quote.symbol, START + SECOND));
  });

  it('continues after a restart exactly where a running one is', () => {
    const running = createSimulator({ seed: 'restart' });
    const latest = new Map<string, unknown>();
    for (let time = START; time <= START + 90 * SECOND; time += 3 * SECOND) {
      for (const quote of running.tick(time)) latest.set(quote.symbol, quote);
    }
    const end = START + 90 * SECOND;
    const restarted = createSimulator({ seed: 'restart' });
    for (const instrument of restarted.instruments(end)) {
      const quote = restarted.quote(instrument.symbol, end);
      expect(quote, instrument.symbol).toEqual(running.quote(instrument.symbol, end));
      expect(quote, instrument.symbol).toEqual(latest.get(instrument.symbol));
    }
    expect(restarted.chart('AAPL', '1D', end)).toEqual(running.chart('AAPL', '1D', end));
  });

  it('freezes a halted instrument at the halt and resumes it at the model’s price', () => {
    const halts = new Map<string, number>();
    const simulator = createSimulator({ seed: 'halts', halts });
    simulator.tick(START);
    const haltedAt = START + 10 * SECOND;
    halts.set('AAPL', haltedAt);
    const frozen = simulator.tick(START + 20 * SECOND).find((quote) => quote.symbol === 'AAPL');
    expect(frozen?.status).toBe('halted');
    expect(frozen?.last).toBe(simulator.model.quoteAt(simulator.instrument('AAPL', START) ?? never(), haltedAt).last);
    for (let time = START + 21 * SECOND; time < START + 60 * SECOND; time += SECOND) {
      expect(simulator.tick(time).some((quote) => quote.symbol === 'AAPL')).toBe(false);
    }
    expect(simulator.quote('AAPL', START + 60 * SECOND)).toEqual(frozen);
    // The chart stops at the halt too.
    const bars = simulator.bars('AAPL', '1m', START - 60 * SECOND, START + 60 * SECOND) ?? [];
    expect(bars.at(-1)?.time).toBeLessThan(haltedAt);
    halts.delete('AAPL');
    const resumed = simulator.tick(START + 61 * SECOND).find((quote) => quote.symbol === 'AAPL');
    expect(resumed?.status).toBe('open');
  });

  it('lists by the date and answers nothing for an unknown symbol', () => {
    const simulator = createSimulator({ seed: 'list' });
    expect(simulator.quote('NOPE', START)).toBeUndefined();
    expect(simulator.chart('NOPE', '1D', START)).toBeUndefined();
    expect(simulator.instrument('EURUSD', START)?.class).toBe('forex');
  });

  it('keeps markets trading at the weekend in the sandbox', () => {
    const saturday = Date.parse('2026-03-14T15:00:00Z');
    const sandbox = createSimulator({ seed: 'weekend', alwaysOpen: true });
    const normal = createSimulator({ seed: 'weekend' });
    expect(sandbox.quote('AAPL', saturday)?.status).toBe('open');
    expect(sandbox.quote('AAPL', saturday)?.last).not.toBe(sandbox.quote('AAPL', saturday + 60 * SECOND)?.last);
    expect(normal.quote('AAPL', saturday)?.status).toBe('closed');
    // The regular sessions are the same history in both modes.
    const friday = Date.parse('2026-03-13T18:00:00Z');
    expect(sandbox.quote('AAPL', friday)?.last).toBe(normal.quote('AAPL', friday)?.last);
  });
});

function never(): never {
  throw new Error('missing instrument');
}
