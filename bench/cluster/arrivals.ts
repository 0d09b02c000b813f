// For every quote the clients receive (keyed by symbol, time and last), when it first reached any client, and for
// each arrival how long after that first one it came, kept per node; and the frames each client received. One
// generator process receives for every client, so "first" and "after" share one clock.
import type { QuotesObserver } from '../ws/clients.ts';

const SYMBOL = Buffer.from('"symbol":"');
const TIME = Buffer.from('"time":');
const LAST = Buffer.from('"last":"');
const QUOTE_MARK = 0x22;
const COMMA = 0x2c;

export interface NodeArrivals {
  /** Quotes received by this node's clients inside the window. */
  quotes: number;
  /** Arrival − first arrival at any client (ms), for each arrival of a quote first seen inside the window. */
  delays: number[];
  /** Quotes first seen inside the window whose first arrival was at one of this node's clients. */
  firstHere: number;
  /** Frames each client received inside the window, by client index. */
  frames: Float64Array;
}

export class QuoteArrivals {
  /** First arrival (performance.now()) of each quote seen since this tally began. */
  private readonly first = new Map<string, number>();
  private start = Number.POSITIVE_INFINITY;
  private end = Number.POSITIVE_INFINITY;
  readonly nodes: NodeArrivals[];

  constructor(clientsPerNode: number[]) {
    this.nodes = clientsPerNode.map((count) => ({
      quotes: 0,
      delays: [],
      firstHere: 0,
      frames: new Float64Array(count),
    }));
  }

  /** The observer for the fleet of node `node` (0-based). */
  observer(node: number): QuotesObserver {
    const tally = this.nodes[node]!;
    return (frame, client) => this.record(tally, frame, client);
  }

  startWindow() {
    this.start = performance.now();
  }

  /** Arrivals after this still count as delays for quotes first seen inside the window, but not as quotes/s. */
  endWindow() {
    this.end = performance.now();
  }

  private record(tally: NodeArrivals, frame: Buffer, client: number) {
    const now = performance.now();
    const inWindow = now >= this.start && now < this.end;
    if (inWindow) tally.frames[client]! += 1;
    for (let at = frame.indexOf(SYMBOL); at >= 0; at = frame.indexOf(SYMBOL, at)) {
      const symbolFrom = at + SYMBOL.length;
      const symbolTo = frame.indexOf(QUOTE_MARK, symbolFrom);
      const time = frame.indexOf(TIME, symbolTo);
      const last = frame.indexOf(LAST, symbolTo);
      if (symbolTo < 0 || time < 0 || last < 0) return;
      const timeFrom = time + TIME.length;
      const lastFrom = last + LAST.length;
      const key =
        `${frame.toString('latin1', symbolFrom, symbolTo)} ${frame.toString('latin1', timeFrom, frame.indexOf(COMMA, timeFrom))} ` +
        frame.toString('latin1', lastFrom, frame.indexOf(QUOTE_MARK, lastFrom));
      at = Math.max(timeFrom, lastFrom);

      let first = this.first.get(key);
      const firstInWindow = first === undefined ? inWindow : first >= this.start && first < this.end;
      if (first === undefined) {
        first = now;
        this.first.set(key, now);
        if (firstInWindow) tally.firstHere++;
      }
      if (inWindow) tally.quotes++;
      if (firstInWindow) tally.delays.push(now - first);
    }
  }
}
