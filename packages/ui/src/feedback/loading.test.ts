import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loading } from './loading.ts';

describe('the loading overlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    loading.hide();
    vi.useRealTimers();
  });

  it('closes itself after 20000 ms when nobody closes it', () => {
    loading.show();
    vi.advanceTimersByTime(19_999);
    expect(loading.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loading.isVisible()).toBe(false);
  });

  it('closes at once on hide, and a second show starts the 20 s again', () => {
    loading.show();
    vi.advanceTimersByTime(15_000);
    loading.show();
    vi.advanceTimersByTime(15_000);
    expect(loading.isVisible()).toBe(true);
    loading.hide();
    expect(loading.isVisible()).toBe(false);
  });

  it('covers the page while work runs, whether it succeeds or fails', async () => {
    let finish: (value: string) => void = () => {};
    const work = loading.during(new Promise<string>((resolve) => (finish = resolve)));
    expect(loading.isVisible()).toBe(true);
    finish('done');
    await expect(work).resolves.toBe('done');
    expect(loading.isVisible()).toBe(false);
    await expect(loading.during(Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(loading.isVisible()).toBe(false);
  });
});
