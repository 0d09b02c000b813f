// Clients subscribed to the same set of symbols form one audience (many share a default watchlist): a tick marks a
// symbol changed once per audience rather than once per client, and an audience's frame is encoded once for all.
import type { ClientSession } from './client-session.ts';

export class Audience {
  readonly members = new Set<ClientSession>();
  /** Symbols whose latest quote the members have not been sent yet, in the order they changed. */
  readonly changed = new Set<string>();

  constructor(
    readonly key: string,
    readonly symbols: readonly string[],
  ) {}
}

/** Every audience, found by its set of symbols or by one symbol. */
export class Audiences {
  private readonly byKey = new Map<string, Audience>();
  private readonly bySymbol = new Map<string, Set<Audience>>();
  private readonly ofSession = new Map<ClientSession, Audience>();

  of(session: ClientSession): Audience | undefined {
    return this.ofSession.get(session);
  }

  withSymbol(symbol: string): ReadonlySet<Audience> | undefined {
    return this.bySymbol.get(symbol);
  }

  /** Puts the session in the audience of its current symbols; answers the audience it left, if it moved. */
  place(session: ClientSession): Audience | undefined {
    const symbols = [...session.symbols].sort();
    const key = symbols.join(',');
    const left = this.ofSession.get(session);
    if (left?.key === key) return undefined;
    if (left) this.leave(session);
    if (symbols.length === 0) return left;
    let audience = this.byKey.get(key);
    if (!audience) {
      audience = new Audience(key, symbols);
      this.byKey.set(key, audience);
      for (const symbol of symbols) {
        let set = this.bySymbol.get(symbol);
        if (!set) {
          set = new Set();
          this.bySymbol.set(symbol, set);
        }
        set.add(audience);
      }
    }
    audience.members.add(session);
    this.ofSession.set(session, audience);
    return left;
  }

  /** Takes the session out of its audience, and drops the audience once nobody is in it. */
  leave(session: ClientSession) {
    const audience = this.ofSession.get(session);
    if (!audience) return;
    this.ofSession.delete(session);
    audience.members.delete(session);
    if (audience.members.size > 0) return;
    this.byKey.delete(audience.key);
    for (const symbol of audience.symbols) {
      const set = this.bySymbol.get(symbol);
      set?.delete(audience);
      if (set?.size === 0) this.bySymbol.delete(symbol);
    }
  }
}
