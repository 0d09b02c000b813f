/**
 * Local storage for tests rendered without a DOM (Node has none), holding `entries`: what a screen finds when it loads
 * (a signed-in user, a draft). Call it in `vi.hoisted`, so it is in place before the imports that read it.
 */
export function installMemoryStorage(entries: Iterable<readonly [string, string]> = []): void {
  const stored = new Map<string, string>(entries);
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  } as Storage;
}
