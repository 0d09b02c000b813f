// The money rails' background work, run by the node holding the job lease (tests drive it by hand): the sandbox chain's
// blocks, the sandbox bank verifier (each deposit they credit or decide is told to its depositor), and forgetting
// expired idempotency keys.
import type { FastifyInstance } from 'fastify';
import { ensureHouseAccounts } from '../../core/ledger/accounts.ts';
import { sweepIdempotencyKeys } from '../../core/ledger/idempotency.ts';
import { runBankVerifier } from './deposits/bank-review.ts';
import { mineBlock } from './deposits/sandbox-chain.ts';
import { tellDecidedDeposits } from './money-events.ts';

export interface MoneyJobs {
  mineBlock(): ReturnType<typeof mineBlock>;
  runBankVerifier(now?: Date): Promise<number[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    moneyJobs: MoneyJobs;
  }
}

const VERIFIER_EVERY_MS = 10_000;
const SWEEP_EVERY_MS = 3_600_000;

export function registerMoneyJobs(app: FastifyInstance) {
  const jobs: MoneyJobs = {
    // Each depositor is told once their deposit committed (the inbox's event key makes it once per deposit); the
    // screens following pending payments' confirmations hear of the block.
    mineBlock: async () => {
      const mined = await mineBlock(app.db);
      await tellDecidedDeposits(app.db, (e) => app.events.publish(e), mined.credited);
      app.events.publish({ type: 'news.changed', topic: 'chain' });
      return mined;
    },
    runBankVerifier: async (now) => {
      const decided = await runBankVerifier(app.db, app.config.BANK_VERIFIER_DELAY_SECONDS, now);
      await tellDecidedDeposits(app.db, (e) => app.events.publish(e), decided);
      return decided;
    },
  };
  app.decorate('moneyJobs', jobs);
  if (app.config.sandbox) {
    app.jobs.define('sandbox chain block', app.config.CHAIN_BLOCK_MS, jobs.mineBlock);
    app.jobs.define('sandbox bank verifier', VERIFIER_EVERY_MS, () => jobs.runBankVerifier());
  }
  app.jobs.define('idempotency sweep', SWEEP_EVERY_MS, () => sweepIdempotencyKeys(app.db));
  app.addHook('onReady', async () => ensureHouseAccounts(app.db));
}
