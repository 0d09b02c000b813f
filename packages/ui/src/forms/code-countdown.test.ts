import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeCountdown } from './code-countdown.ts';

describe('the send-code countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 0.5 s, counts down from 60 in 1 s steps, then is ready again', () => {
    const countdown = new CodeCountdown();
    expect(countdown.start()).toBe(true);
    expect(countdown.getPhase()).toEqual({ kind: 'waiting' });
    vi.advanceTimersByTime(499);
    expect(countdown.getPhase()).toEqual({ kind: 'waiting' });
    vi.advanceTimersByTime(1);
    expect(countdown.getPhase()).toEqual({ kind: 'counting', seconds: 60 });
    vi.advanceTimersByTime(1000);
    expect(countdown.getPhase()).toEqual({ kind: 'counting', seconds: 59 });
    vi.advanceTimersByTime(58_000);
    expect(countdown.getPhase()).toEqual({ kind: 'counting', seconds: 1 });
    vi.advanceTimersByTime(1000);
    expect(countdown.getPhase()).toEqual({ kind: 'ready' });
  });

  it('does not restart while running, and a reset makes it ready at once', () => {
    const countdown = new CodeCountdown();
    const seen: string[] = [];
    countdown.subscribe(() => seen.push(countdown.getPhase().kind));
    countdown.start();
    expect(countdown.start()).toBe(false);
    vi.advanceTimersByTime(3_000);
    countdown.reset();
    expect(countdown.getPhase()).toEqual({ kind: 'ready' });
    vi.advanceTimersByTime(120_000);
    expect(seen.at(-1)).toBe('ready');
    expect(seen.filter((kind) => kind === 'ready')).toHaveLength(1);
  });
});
