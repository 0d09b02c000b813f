// Counter-based randomness: any draw is a pure function of (seed, key, counters), so no history has to be replayed
// or stored to reproduce a price, and a restarted server computes exactly what a running one would.

/** FNV-1a, 32 bits: turns a seed or symbol into a number to mix. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes a 32-bit state with one more counter (murmur3's finaliser, which avalanches every input bit). */
export function mix(state: number, counter: number): number {
  let h = (state ^ Math.imul(counter | 0, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A uniform in [0, 1) from a hashed state. */
export function unitFrom(state: number): number {
  return state / 4294967296;
}

/**
 * A small sequential generator (mulberry32) for the draws inside one trading day or one minute: the day is the
 * counter, and the few thousand draws within it are cheap to replay.
 */
export class Stream {
  // Kept as a signed 32-bit integer: an unsigned one above 2^31 would be boxed as a double on every draw.
  private state: number;

  constructor(state: number) {
    this.state = state | 0;
  }

  /** 32 random bits. */
  bits(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A uniform in [0, 1). */
  next(): number {
    return this.bits() / 4294967296;
  }

  /** A standard normal by Box–Muller; used where tails matter (daily moves). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /**
   * A cheap step of unit variance for minute steps (two 16-bit uniforms from one draw, summed and rescaled):
   * thousands are summed per day, and their sum is normal anyway.
   */
  quickNormal(): number {
    const bits = this.bits();
    return ((bits >>> 16) / 65536 + (bits & 0xffff) / 65536 - 1) * 2.449489742783178;
  }
}
