import { describe, expect, it, vi } from 'vitest';
import { type MatchedRoute, preloadOnIntent, preloadPagesWith } from './preload-routes.ts';

describe('preloadOnIntent: a link fetches its page’s code when the visitor shows intent', () => {
  it('runs the lazy loaders of the routes the app’s matcher finds for the link, on pointer, focus and touch', () => {
    const layout = vi.fn(async () => ({}));
    const page = { Component: vi.fn(async () => () => null), loader: vi.fn(async () => null) };
    const match = vi.fn((to: string): MatchedRoute[] | null =>
      to === '/markets' ? [{ route: { lazy: layout } }, { route: { lazy: page } }, { route: {} }] : null,
    );
    preloadPagesWith(match);

    const handlers = preloadOnIntent('/markets');
    expect(layout).not.toHaveBeenCalled();
    handlers.onPointerEnter();
    expect(match).toHaveBeenCalledWith('/markets');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(page.Component).toHaveBeenCalledTimes(1);
    expect(page.loader).toHaveBeenCalledTimes(1);
    handlers.onFocus();
    handlers.onTouchStart();
    expect(layout).toHaveBeenCalledTimes(3);
  });

  it('does nothing for a link no route matches, and swallows a failed fetch (it shows on navigation)', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    preloadPagesWith((to) => (to === '/broken' ? [{ route: { lazy: failing } }] : null));
    preloadOnIntent('/nowhere').onFocus();
    preloadOnIntent('/broken').onFocus();
    expect(failing).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
