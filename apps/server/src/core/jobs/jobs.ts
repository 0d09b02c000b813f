// Background jobs that must run on exactly one node: every node defines them, and only the node holding the job
// lease runs them. The holder renews the lease several times per lease period; when it dies, another node claims the
// lease once it runs out and starts the jobs there. A node also stops running jobs on its own the moment its last
// successful renewal is older than the lease (minus a margin), so a node that stalls never runs beside its successor.

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '@platform/db';
import type { FastifyBaseLogger } from 'fastify';
import type { JobStats, JobsView } from './job-stats.ts';
import { claimLease, releaseLease } from './lease.ts';

export const JOB_LEASE = 'background-jobs';

export interface Jobs extends JobsView {
  /** Adds a job run every `everyMs` on the lease holder, once `start` names it (or starts them all). */
  define(name: string, everyMs: number, work: () => unknown): void;
  /** Starts the named jobs (every job when none is named) on whichever node holds the lease; idempotent. */
  start(...names: string[]): void;
  /** Stops every job, waits for runs under way, and gives the lease up. */
  stop(): Promise<void>;
}

interface JobState {
  stats: JobStats;
  work: () => unknown;
  wanted: boolean;
  timer: NodeJS.Timeout | undefined;
  /** When the next run is due. */
  dueAt: number;
}

export interface JobsOptions {
  db: Db;
  log: FastifyBaseLogger;
  leaseSeconds: number;
  nodeId?: string;
}

export function createJobs({ db, log, leaseSeconds, nodeId: givenId }: JobsOptions): Jobs {
  const nodeId = givenId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const leaseMs = leaseSeconds * 1000;
  const renewEveryMs = Math.max(100, Math.floor(leaseMs / 5));
  const jobs = new Map<string, JobState>();
  const running = new Set<Promise<void>>();
  let renewTimer: NodeJS.Timeout | undefined;
  let renewing = false;
  /** Until when (this node's clock) the lease is surely ours: counted from when the claim was sent. */
  let validUntil = 0;
  let held = false;
  let stopped = false;

  const holding = () => Date.now() < validUntil;

  const schedule = (job: JobState) => {
    if (!job.wanted || !held || stopped) return;
    const wait = Math.max(0, job.dueAt - Date.now());
    job.timer = setTimeout(() => void run(job), wait);
    job.timer.unref();
  };

  const run = async (job: JobState) => {
    job.timer = undefined;
    if (!holding()) return;
    const started = Date.now();
    job.stats.lastLagMs = Math.max(0, started - job.dueAt);
    const done = (async () => {
      try {
        await job.work();
      } catch (err) {
        job.stats.failures += 1;
        log.error({ err, job: job.stats.name }, `job failed: ${job.stats.name}`);
      }
    })();
    running.add(done);
    await done;
    running.delete(done);
    job.stats.runs += 1;
    job.stats.lastRunAt = new Date(started);
    job.stats.lastDurationMs = Date.now() - started;
    // A run that overran its period starts the next one at once, without trying to catch up the missed ones.
    job.dueAt = Math.max(job.dueAt + job.stats.everyMs, Date.now());
    schedule(job);
  };

  const startTimers = () => {
    for (const job of jobs.values()) {
      if (!job.wanted || job.timer) continue;
      job.dueAt = Date.now();
      schedule(job);
    }
  };
  const stopTimers = () => {
    for (const job of jobs.values()) {
      clearTimeout(job.timer);
      job.timer = undefined;
    }
  };

  const renew = async () => {
    if (renewing || stopped) return;
    renewing = true;
    const sentAt = Date.now();
    let ok = false;
    try {
      ok = await claimLease(db, JOB_LEASE, nodeId, leaseSeconds);
    } catch (err) {
      log.error({ err }, 'job lease: the claim failed');
    }
    renewing = false;
    if (stopped) return;
    if (ok) {
      validUntil = sentAt + leaseMs - Math.min(1000, leaseMs / 10);
      if (!held) log.info({ nodeId }, 'job lease: this node now runs the background jobs');
      held = true;
      startTimers();
    } else {
      validUntil = 0;
      if (held) log.warn({ nodeId }, 'job lease: lost; this node stops running the background jobs');
      held = false;
      stopTimers();
    }
  };

  return {
    nodeId,
    holding,
    stats: () => [...jobs.values()].map((job) => ({ ...job.stats })),
    define(name, everyMs, work) {
      if (jobs.has(name)) throw new Error(`job ${name} is defined twice`);
      jobs.set(name, {
        stats: { name, everyMs, runs: 0, failures: 0, lastRunAt: null, lastDurationMs: null, lastLagMs: null },
        work,
        wanted: false,
        timer: undefined,
        dueAt: 0,
      });
    },
    start(...names) {
      if (stopped) return;
      for (const [name, job] of jobs) if (names.length === 0 || names.includes(name)) job.wanted = true;
      if (held) startTimers();
      if (!renewTimer) {
        renewTimer = setInterval(() => void renew(), renewEveryMs);
        renewTimer.unref();
        void renew();
      }
    },
    async stop() {
      stopped = true;
      clearInterval(renewTimer);
      stopTimers();
      await Promise.all(running);
      const wasHeld = held;
      held = false;
      validUntil = 0;
      if (wasHeld) {
        try {
          await releaseLease(db, JOB_LEASE, nodeId);
        } catch (err) {
          log.warn({ err }, 'job lease: could not give it up; another node takes it when it runs out');
        }
      }
    },
  };
}
