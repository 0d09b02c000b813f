// The settlement job: a contract locates a pool until its first network period starts, shows as mining once it has,
// and each period is settled by the job once it has ended, once however many nodes run the job together; a period
// ended during downtime is settled on the next run, in order.
import { eq, miningContracts, miningSettlements } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { buy, contractOf, createProduct, miner, topUp } from '../../testing/mining-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { contractViewOf } from './contract-views.ts';
import { settleDueContracts } from './mining-job.ts';

const t = useTestApp();

const DAY = 86_400_000;
const deps = () => ({
  db: t.app.db,
  periodMinutes: 1440,
  sandbox: true,
  publish: (e: never) => t.app.events.publish(e),
});

describe('the mining job', { timeout: 120_000 }, () => {
  it('settles each ended period once, even run by three nodes at once, and none before it ends', async () => {
    const product = await createProduct(t.app, t.admin, { termDays: 3 });
    const { token } = await miner(t.app, '1000');
    const bought = await buy(t.app, token, product.id, 50);
    const id = bought.body.data.contract.id as number;
    await topUp(t.app, token, '100');
    const detail = (await contractOf(t.app, token, id)).body.data.contract;
    expect(detail.status).toBe('locating');
    const startsAt = Date.parse(detail.startsAt);
    expect(startsAt).toBeGreaterThan(Date.now());
    expect(startsAt - Date.now()).toBeLessThanOrEqual(DAY);

    // Before the first period ends nothing settles; once it has started the contract shows as mining.
    expect(await settleDueContracts(deps(), new Date(startsAt + DAY - 1))).toBe(0);
    const [row] = await t.app.db.select().from(miningContracts).where(eq(miningContracts.id, id));
    expect(contractViewOf(row!, new Date(startsAt + 1)).status).toBe('mining');
    expect(contractViewOf(row!, new Date(startsAt - 1)).status).toBe('locating');

    const runs = await Promise.all([1, 2, 3].map(() => settleDueContracts(deps(), new Date(startsAt + DAY))));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    // Downtime: two more periods ended; the next run settles both, in order, and the contract succeeds.
    await settleDueContracts(deps(), new Date(startsAt + 3 * DAY + 5));
    const settled = await t.app.db.select().from(miningSettlements).where(eq(miningSettlements.contractId, id));
    expect(settled.map((s) => [s.number, s.outcome]).sort()).toEqual([
      [1, 'paid'],
      [2, 'paid'],
      [3, 'paid'],
    ]);
    const done = (await contractOf(t.app, token, id)).body.data.contract;
    expect(done).toMatchObject({
      status: 'success',
      periodsPaid: 3,
      electricityPaid: '9.000000',
      nextPeriodEndsAt: null,
    });
    expect(await settleDueContracts(deps(), new Date(startsAt + 10 * DAY))).toBe(0);
    await ledgerBalanced(t.app);
  });
});
