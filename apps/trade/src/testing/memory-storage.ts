// A stand-in for local storage in tests that render without a DOM: the app's modules read it as they load (the session,
// the language), so a test installs it in `vi.hoisted`, before any import, with what the app should find there.

/** Installs an in-memory local storage holding `entries`. */
export function useMemoryStorage(entries: Iterable<readonly [string, string]> = []): void {
  const stored = new Map<string, string>(entries);
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  } as Storage;
}
