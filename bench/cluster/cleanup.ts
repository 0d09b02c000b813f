// What the cluster bench starts (server processes, a database, Redis keys, a data directory), undone in reverse order
// exactly once: when the run ends, when it fails, when it is interrupted, or when it overruns its deadline.

interface Step {
  what: string;
  undo: () => Promise<void> | void;
}

export class Cleanup {
  private readonly steps: Step[] = [];
  private done: Promise<void> | undefined;

  /** Registers how to undo something just started. */
  add(what: string, undo: Step['undo']) {
    this.steps.push({ what, undo });
  }

  /** Undoes everything registered, newest first; a step that fails is reported and the others still run. */
  run(): Promise<void> {
    this.done ??= (async () => {
      for (const { what, undo } of this.steps.reverse()) {
        try {
          await undo();
        } catch (error) {
          console.error(`  cleanup: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })();
    return this.done;
  }

  /**
   * Cleans up before the process ends on Ctrl-C, SIGTERM or after `deadlineMs`; answers a function that disarms the
   * guard once the run has finished on its own.
   */
  guard(deadlineMs: number): () => void {
    const stop = (reason: string, code: number) => {
      console.error(`\n  ${reason}; cleaning up`);
      void this.run().finally(() => process.exit(code));
    };
    const onSignal = (signal: NodeJS.Signals) => stop(`stopped by ${signal}`, 130);
    const deadline = setTimeout(
      () => stop(`the cluster bench did not finish within ${deadlineMs / 1000} s`, 1),
      deadlineMs,
    );
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    return () => {
      clearTimeout(deadline);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    };
  }
}
