// What the background jobs report about themselves (the metrics and the back office read it).

export interface JobStats {
  name: string;
  /** How often the job is meant to run. */
  everyMs: number;
  /** Runs finished on this node since it started (failed ones included). */
  runs: number;
  failures: number;
  lastRunAt: Date | null;
  lastDurationMs: number | null;
  /** How late the last run started against its schedule (timer drift, a busy event loop, a slow previous run). */
  lastLagMs: number | null;
}

export interface JobsView {
  /** Whether this node holds the job lease now: the one node that runs the jobs. */
  holding(): boolean;
  /** This node's name in the lease table. */
  readonly nodeId: string;
  stats(): JobStats[];
}
