import { TIMINGS } from '@platform/contracts';

export type CodeCountdownPhase = { kind: 'ready' } | { kind: 'waiting' } | { kind: 'counting'; seconds: number };

const READY: CodeCountdownPhase = { kind: 'ready' };
const WAITING: CodeCountdownPhase = { kind: 'waiting' };

/**
 * The send-code button's clock (spec section 4), without React: `start()` waits about 0.5 s ('Please wait...'), then
 * counts down from 60 s in 1 s steps, then is ready again; `reset()` makes it ready at once (e.g. when sending failed).
 * The remaining time is read from the wall clock, so a throttled background tab still ends on time.
 */
export class CodeCountdown {
  private phase: CodeCountdownPhase = READY;
  private readonly listeners = new Set<() => void>();
  private waitTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly waitMs: number = TIMINGS.codeWaitMs,
    private readonly seconds: number = TIMINGS.codeResendSeconds,
  ) {}

  readonly getPhase = () => this.phase;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Starts the sequence; false when it is already running. */
  start(): boolean {
    if (this.phase.kind !== 'ready') return false;
    this.set(WAITING);
    this.waitTimer = setTimeout(() => this.countDown(), this.waitMs);
    return true;
  }

  reset() {
    clearTimeout(this.waitTimer);
    clearInterval(this.tickTimer);
    if (this.phase.kind !== 'ready') this.set(READY);
  }

  private countDown() {
    const deadline = Date.now() + this.seconds * 1000;
    this.set({ kind: 'counting', seconds: this.seconds });
    this.tickTimer = setInterval(() => {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      if (left <= 0) this.reset();
      else this.set({ kind: 'counting', seconds: left });
    }, 1000);
  }

  private set(phase: CodeCountdownPhase) {
    this.phase = phase;
    for (const listener of this.listeners) listener();
  }
}
