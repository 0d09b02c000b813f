// The real server killed with SIGKILL while clients move money, then restarted on the same database (a PGlite data
// dir, or PostgreSQL in the `postgres` project). Every acknowledged movement must still be there, once; a call cut off
// by the kill must have happened wholly or not at all, and its key must then finish it exactly once; the ledger stays
// balanced and the balances are what the calls imply.
import { afterAll, describe, expect, it } from 'vitest';
import { checkBalances, checkCrashState, checkFirstReplays, describeAttempt, replayAll } from './crash-checks.ts';
import { crashServers, onPostgres } from './crash-servers.ts';
import { startMoneyLoad } from './money-load.ts';
import { prepareMoney } from './money-setup.ts';
import { ledgerCheck } from './money-state.ts';

const OPERATOR = { email: 'crash-admin@test.local', password: 'crash-admin-1' };
const INVITE = 'CRASH2026';
const OPENING_DEPOSIT = '5000.00';
/** The load runs at least this long, and on a busy machine longer, until enough transfers were acknowledged. */
const LOAD_MS = 2_000;
const LOAD_MAX_MS = 6_000;
const ENOUGH_TRANSFERS = 40;

const servers = crashServers({
  prefix: 'crash',
  operator: OPERATOR,
  inviteCode: INVITE,
  // Only the operator decides deposits here, and no background work competes with the load.
  env: { BANK_VERIFIER_DELAY_SECONDS: '300', CHAIN_BLOCK_MS: '600000', MARKET_TICK_MS: '60000' },
});
const startServer = () => servers.start();
afterAll(() => servers.cleanUp());

/** A failure carries the end of every server's log. */
async function withServerLogs(test: () => Promise<void>) {
  try {
    await test();
  } catch (error) {
    const logs = servers.all.map((s, i) => `--- server ${i + 1} (port ${s.port}) log ---\n${s.log().slice(-6_000)}`);
    if (error instanceof Error) error.message += `\n${logs.join('\n')}`;
    throw error;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`a server killed with SIGKILL under money load (${onPostgres ? 'PostgreSQL' : 'PGlite data dir'})`, () => {
  it('restarts with acknowledged movements kept once, cut-off ones whole or absent, and a balanced ledger', async () => {
    await withServerLogs(async () => {
      const started = Date.now();
      const first = await startServer();
      const { operatorToken, users, pendingDeposits } = await prepareMoney(first.base, {
        operator: OPERATOR,
        inviteCode: INVITE,
        users: 3,
        openingDeposit: OPENING_DEPOSIT,
        pendingDepositsPerUser: 8,
      });

      const load = startMoneyLoad({
        base: first.base,
        users,
        clientsPerUser: 2,
        operatorToken,
        pendingDeposits,
        // Paced to outlast the load, so an approval may be cut off too and some deposits stay pending.
        approvalPauseMs: Math.round(LOAD_MS / pendingDeposits.length),
      });
      const loadStart = Date.now();
      const ackedTransfers = () => load.attempts.filter((a) => a.kind === 'transfer' && a.outcome === 'acked').length;
      while (
        Date.now() - loadStart < LOAD_MS ||
        (ackedTransfers() < ENOUGH_TRANSFERS && Date.now() - loadStart < LOAD_MAX_MS)
      ) {
        await pause(50);
      }
      load.stop();
      await first.stop('SIGKILL');
      const attempts = await load.finished;

      expect(attempts.filter((a) => a.outcome === 'refused').map(describeAttempt), 'refused under load').toEqual([]);
      const acked = attempts.filter((a) => a.outcome === 'acked');
      const cut = attempts.filter((a) => a.outcome === 'cut');
      expect(acked.filter((a) => a.kind === 'transfer').length, 'transfers acknowledged').toBeGreaterThan(10);
      expect(acked.filter((a) => a.kind === 'approval').length, 'approvals acknowledged').toBeGreaterThan(0);

      const killedAt = Date.now();
      const { base } = await startServer();
      const restartSeconds = (Date.now() - killedAt) / 1000;
      expect(await ledgerCheck(base, operatorToken), 'ledger check right after the restart').toMatchObject({
        ok: true,
        unbalancedEntryIds: [],
        overdrawnAccountIds: [],
        driftedAccountIds: [],
      });
      const committed = await Promise.all(
        users.map((token, user) => checkCrashState(base, token, user, attempts, pendingDeposits)),
      );

      const done = [...acked, ...cut];
      const cutCommitted = checkFirstReplays(done, await replayAll(base, done), committed);
      await checkBalances(base, operatorToken, users, done, OPENING_DEPOSIT, 'after replaying every key');

      // A second replay changes nothing: every key now answers from its first response.
      const again = await replayAll(base, done);
      expect(again.filter((a) => a.status !== 200 || !a.replayed).length, 'second replay: not replayed').toBe(0);
      await checkBalances(base, operatorToken, users, done, OPENING_DEPOSIT, 'after a second replay');

      console.info(
        `[crash] ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${acked.length} calls acknowledged, ${cut.length} cut off ` +
          `(${cut.filter((a) => a.kind === 'approval').length} approvals; ${cutCommitted} had committed); ` +
          `restart ${restartSeconds.toFixed(1)} s, whole test ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    });
  }, 120_000);
});
