// The money rails' background work, started when the server listens (tests drive it by hand): the sandbox chain's
// blocks, the sandbox bank verifier, and forgetting expired idempotency keys.
import type { FastifyInstance } from 'fastify';
import { ensureHouseAccounts } from '../../core/ledger/accounts.ts';
import { sweepIdempotencyKeys } from '../../core/ledger/idempotency.ts';
import { runBankVerifier } from './deposits/bank-review.ts';
import { mineBlock } from './deposits/sandbox-chain.ts';

export interface MoneyJobs {
  mineBlock(): ReturnType<typeof mineBlock>;
  runBankVerifier(now?: Date): Promise<number[]>;
  start(): void;
  stop(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    moneyJobs: MoneyJobs;
  }
}

const VERIFIER_EVERY_MS = 10_000;
const SWEEP_EVERY_MS = 3_600_000;

export function registerMoneyJobs(app: FastifyInstance) {
  const timers: NodeJS.Timeout[] = [];
  const guarded = (name: string, work: () => Promise<unknown>) => {
    let running = false;
    return async () => {
      if (running) return;
      running = true;
      try {
        await work();
      } catch (err) {
        app.log.error({ err }, `${name} failed`);
      } finally {
        running = false;
      }
    };
  };
  const jobs: MoneyJobs = {
    mineBlock: () => mineBlock(app.db),
    runBankVerifier: (now) => runBankVerifier(app.db, app.config.BANK_VERIFIER_DELAY_SECONDS, now),
    start() {
      if (timers.length > 0) return;
      if (app.config.sandbox) {
        timers.push(setInterval(guarded('sandbox chain block', jobs.mineBlock), app.config.CHAIN_BLOCK_MS));
        timers.push(
          setInterval(
            guarded('sandbox bank verifier', () => jobs.runBankVerifier()),
            VERIFIER_EVERY_MS,
          ),
        );
      }
      timers.push(
        setInterval(
          guarded('idempotency sweep', () => sweepIdempotencyKeys(app.db)),
          SWEEP_EVERY_MS,
        ),
      );
      for (const t of timers) t.unref();
    },
    stop() {
      for (const t of timers.splice(0)) clearInterval(t);
    },
  };
  app.decorate('moneyJobs', jobs);
  app.addHook('onReady', async () => ensureHouseAccounts(app.db));
  app.addHook('onListen', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
}
