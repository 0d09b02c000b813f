// The app's background jobs: features define theirs on `app.jobs`; every job starts when the server listens and runs
// on the node holding the job lease (tests drive jobs by hand and start none).
import type { FastifyInstance } from 'fastify';
import type { JobsView } from './job-stats.ts';
import { createJobs, type Jobs } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export function registerJobs(app: FastifyInstance): JobsView {
  const jobs = createJobs({ db: app.db, log: app.log, leaseSeconds: app.config.JOB_LEASE_SECONDS });
  app.decorate('jobs', jobs);
  app.addHook('onListen', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
  return jobs;
}
