// Every movement of a user's money makes exactly one inbox message, whoever or whatever moved it (issue 27 §2): one
// verified customer goes through every kind of movement the platform has (the jobs' among them: chain confirmations,
// the bank verifier, IPO allotment and delivery, follow settlement, mining payouts, loan collection), each run 20 times
// at once (the same job run, or the same request with its Idempotency-Key), and gets one message each. Then every
// ledger entry type that reached their accounts must be one the inbox tells of, and the test must have driven every
// entry type there is: a new entry type without a message fails here.
// (It lives among the test kits because it drives every feature; a feature's own test may not reach another's code.)
import {
  ENTRY_TYPES,
  INBOX_TEXTS,
  inboxApi,
  inboxWords,
  moneyAdminApi,
  moneyApi,
  pathWith,
  tradingApi,
} from '@platform/contracts';
import { eq, ledgerAccounts, ledgerEntries, ledgerPostings, users } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { settleDue } from '../features/follow/follow-job.ts';
import { writeMark } from '../features/follow/institutions-repo.ts';
import { ENTRY_MESSAGE_KINDS } from '../features/inbox/money-messages.ts';
import { deliverDue, runAllotment } from '../features/ipo/ipo-jobs.ts';
import { collectOne } from '../features/loans/loans-job.ts';
import { settleDueContracts } from '../features/mining/mining-job.ts';
import { call, signUp } from './api.ts';
import { createInstitution, endAt, markAt, placeFollow, testClock } from './follow-test-kit.ts';
import { createOffering, patchOffering, sandbox, subscribe } from './ipo-test-kit.ts';
import { ledgerBalanced } from './ledger-test-kit.ts';
import { applied, approve, createProduct as createLoanProduct, loanDetail, move, repayNext } from './loans-test-kit.ts';
import { buy, contractOf, createProduct as createMiningProduct, refundEnergy, topUp } from './mining-test-kit.ts';
import {
  api,
  balance,
  bankDeposit,
  keyed,
  newKey,
  setTradePassword,
  verifyIdentity,
  withdrawUsdt,
} from './money-test-kit.ts';
import { buyRobot, insertProduct } from './robots-test-kit.ts';
import { useTestApp } from './test-app.ts';
import { useFixtureMarket } from './trading-test-kit.ts';

let token: string;
let userId: number;
const DAY = 86_400_000;

const t = useTestApp();
const market = useFixtureMarket(t, { AAPL: { bid: '99.98', ask: '100.00' } });
beforeAll(async () => {
  const signed = await signUp(t.app);
  token = signed.token;
  userId = signed.user.userId;
  await verifyIdentity(t.app, token, t.admin);
});

type Message = { kind: string; params: Record<string, string>; link: string | null; category: string };

async function messages(): Promise<Message[]> {
  await t.app.inboxSettled();
  const res = await call(t.app, 'GET', `${api(inboxApi.messages.path)}?pageSize=100`, { token });
  return res.body.data.rows;
}
const ofKind = (rows: Message[], kind: string) => rows.filter((m) => m.kind === kind);

/** Runs `work` 20 times at once and answers the one message of `kind` it made (failing on none or more). */
async function once(kind: string, work: () => Promise<unknown>): Promise<Message> {
  const before = ofKind(await messages(), kind).length;
  await Promise.all(Array.from({ length: 20 }, work));
  const after = ofKind(await messages(), kind);
  expect(after.length - before, `${kind} messages`).toBe(1);
  return after[0]!;
}

/** The same request 20 times at once under one Idempotency-Key. */
const sameKey = (path: string, body: unknown, as = token) => {
  const key = newKey();
  return () => keyed(t.app, path, as, body, key);
};

describe('every movement of money tells the user once', { timeout: 300_000 }, () => {
  it('chain confirmations, the bank verifier, transfers, a reversal and a withdrawal', async () => {
    const sent = await keyed(t.app, moneyApi.sendSandboxChainPayment.path, token, {
      currency: 'USDT',
      network: 'TRC20',
      amount: '3000',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await t.app.moneyJobs.mineBlock();
    await t.app.moneyJobs.mineBlock();
    // The block that gives the third confirmation, mined 20 times at once: the deposit is credited and told once.
    const credited = await once('deposit.credited', () => t.app.moneyJobs.mineBlock());
    expect(credited).toMatchObject({ category: 'money', link: '/assets/history' });
    expect(inboxWords(credited, 'en').body).toBe(
      `Your deposit #${sent.body.data.id} of 3000.000000 USDT on TRC20 reached 3 confirmations and has been credited to your funding account.`,
    );

    const bank = await bankDeposit(t.app, token, '25000');
    expect(bank.status).toBe(200);
    const verified = await once('deposit.approved', () => t.app.moneyJobs.runBankVerifier(new Date(Date.now() + DAY)));
    expect(verified.params).toMatchObject({ id: String(bank.body.data.id) });

    const toTrading = await once(
      'transfer.toTrading',
      sameKey(moneyApi.createTransfer.path, { from: 'funding', to: 'trading', currency: 'USD', amount: '24000' }),
    );
    expect(inboxWords(toTrading, 'zh').body).toBe('24000.00 USD 已从资金账户划转至交易账户。');
    const back = await keyed(t.app, moneyApi.createTransfer.path, token, {
      from: 'trading',
      to: 'funding',
      currency: 'USD',
      amount: '100',
    });
    await t.app.inboxSettled();
    expect(ofKind(await messages(), 'transfer.toFunding')).toHaveLength(1);

    const reversed = await once(
      'entry.reversed',
      sameKey(
        pathWith(moneyAdminApi.reverseEntry.path, { id: back.body.data.entryId }),
        { reason: 'Moved by mistake' },
        t.admin,
      ),
    );
    expect(reversed.params).toMatchObject({ id: String(back.body.data.entryId), amount: '100.00', currency: 'USD' });
    expect(inboxWords(reversed, 'en').body).toContain('Moved by mistake');

    const tradePassword = await setTradePassword(t.app, token);
    const withdrawal = await withdrawUsdt(t.app, token, '10', tradePassword);
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    await once(
      'withdrawal.approved',
      sameKey(pathWith(moneyAdminApi.withdrawals.approve.path, { id: withdrawal.body.data.id }), {}, t.admin),
    );
  });

  it('the order engine, IPO allotment and delivery, follow settlement and a robot', async () => {
    const pass = () => t.app.trading.engine.runOnce(new Date(), true);
    const placed = await keyed(t.app, tradingApi.placeOrder.path, token, {
      symbol: 'AAPL',
      type: 'limit',
      side: 'buy',
      quantity: 1,
      leverage: 10,
      price: '95.00',
      stopLoss: '90.00',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    market.set('AAPL', { bid: '94.88', ask: '94.90' });
    await once('order.filled', pass);
    market.set('AAPL', { bid: '89.50', ask: '89.52' });
    await once('position.closed', pass);

    // The user's own market order and close move money too: each told once, however often the request is retried.
    const bought = await once(
      'order.filled',
      sameKey(tradingApi.placeOrder.path, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 1, leverage: 10 }),
    );
    expect(inboxWords(bought, 'en').body).toMatch(/^Your order #\d+ was filled\.$/);
    const open = await call(t.app, 'GET', `${api(tradingApi.positions.path)}?state=open`, { token });
    const positionId = open.body.data.rows[0].id as number;
    const closedByUser = await once(
      'position.closed',
      sameKey(pathWith(tradingApi.closePosition.path, { id: positionId }), {}),
    );
    expect(inboxWords(closedByUser, 'en').body).toBe(`Your position #${positionId} was closed: you closed it`);
    expect(inboxWords(closedByUser, 'zh').body).toBe(`您的持仓 #${positionId} 已平仓：您已手动平仓`);

    const offering = await createOffering(t.app, t.admin);
    expect((await subscribe(t.app, token, offering.id, 100)).status).toBe(200);
    await patchOffering(t.app, t.admin, offering.id, { finalPrice: '11' });
    await once('ipo.allotted', () => runAllotment(t.app, offering.id, new Date(Date.now() + 3 * DAY)));
    // The listing (the sandbox's 'list now' brings its date to today), then the delivery job run 20 times at once.
    const before = ofKind(await messages(), 'ipo.delivered').length;
    expect((await sandbox(t.app, t.admin, 'listNow', offering.id)).status).toBe(200);
    market.set(offering.symbol, { bid: '11.00', ask: '11.02' });
    await Promise.all(Array.from({ length: 20 }, () => deliverDue(t.app)));
    const deliveries = ofKind(await messages(), 'ipo.delivered');
    expect(deliveries.length - before).toBe(1);
    const delivered = deliveries[0]!;
    expect(delivered).toMatchObject({ category: 'trade', link: '/records' });
    expect(delivered.params).toMatchObject({
      symbol: offering.symbol,
      quantity: '100',
      price: '11.00',
      margin: '1100.00',
    });
    expect(inboxWords(delivered, 'zh').title).toBe('新股已上市交割');

    const institution = await createInstitution(t.app, t.admin);
    const follow = await placeFollow(t.app, token, institution.id, { amount: '10000', periodDays: 73 });
    expect(follow.status, JSON.stringify(follow.body)).toBe(200);
    const clock = testClock();
    await markAt(t.app, institution.id, '100000.00', clock());
    const end = clock();
    await endAt(t.app, follow.body.data.id, end);
    await writeMark(t.app.db, institution.id, '104000.00', end);
    await once('follow.settled', () =>
      settleDue({ db: t.app.db, publish: (e) => t.app.events.publish(e) }, institution.id, end),
    );

    const product = await insertProduct(t.app);
    const robotKey = newKey();
    const robot = await once('robot.bought', () =>
      buyRobot(t.app, token, product.id, { plan: 'perpetual', allocation: '1000', start: false }, robotKey),
    );
    expect(inboxWords(robot, 'en').body).toBe(
      `You bought the robot ${product.name} (#${robot.params.id}) for 50.00 USD, paid from your trading account.`,
    );
  });

  it('mining: the purchase, energy both ways, and a period paid by the job', async () => {
    const product = await createMiningProduct(t.app, t.admin);
    const buyKey = newKey();
    const bought = await once('mining.purchased', () => buy(t.app, token, product.id, 50, buyKey));
    expect(bought.params).toMatchObject({ hashRate: '50', price: '750.000000' });
    const topKey = newKey();
    await once('energy.toppedUp', () => topUp(t.app, token, '100', topKey));
    const refundKey = newKey();
    const refunded = await once('energy.refunded', () => refundEnergy(t.app, token, '10', refundKey));
    expect(inboxWords(refunded, 'en').body).toBe(
      '10.000000 USDT moved from your mining energy balance back to your funding account.',
    );
    const contract = (await contractOf(t.app, token, Number(bought.params.id))).body.data.contract;
    const deps = { db: t.app.db, periodMinutes: 1440, sandbox: true, publish: (e: never) => t.app.events.publish(e) };
    const paid = await once('mining.paid', () =>
      settleDueContracts(deps, new Date(Date.parse(contract.startsAt) + DAY)),
    );
    expect(paid.params).toMatchObject({ period: '1', periods: '5', coin: 'BTC' });
    expect(inboxWords(paid, 'zh').body).not.toMatch(/\{\w+\}/);
  });

  it('loans: paid out, an instalment collected late by the job (its overdue fee with it), one repaid, then closed', async () => {
    const product = await createLoanProduct(t.app, t.admin);
    const id = await applied(t.app, token, { productId: product.id, amount: '1200', termMonths: 3 });
    const approveKey = newKey();
    await once('loan.approved', () => approve(t.app, t.admin, id, approveKey));
    const first = (await loanDetail(t.app, token, id)).body.data.instalments[0];
    // The funding account is emptied, so the first collection finds it short: overdue, told once.
    const funding = await balance(t.app, token, 'USD');
    await move(t.app, token, 'funding', funding.available);
    const due = Date.parse(`${first.dueDate}T00:01:00Z`);
    await once('loan.overdue', () => collectOne(t.app, id, new Date(due)));
    await move(t.app, token, 'trading', '2000');
    const collected = await once('loan.collected', () => collectOne(t.app, id, new Date(due + 3 * DAY)));
    expect(collected).toMatchObject({ category: 'money', link: `/loans/mine/${id}` });
    expect(Number(collected.params.overdueFee)).toBeGreaterThan(0);
    const repayKey = newKey();
    const repaid = await once('loan.repaid', () => repayNext(t.app, token, id, repayKey));
    expect(repaid.params).toMatchObject({ id: String(id), number: '2' });
    await once('loan.closed', () => repayNext(t.app, token, id, repayKey.replace('k-', 'k-last-')));
  });

  it('every entry type that reached the account is one the inbox tells of, and every entry type was driven', async () => {
    expect(Object.keys(ENTRY_MESSAGE_KINDS).sort()).toEqual([...ENTRY_TYPES].sort());
    for (const kinds of Object.values(ENTRY_MESSAGE_KINDS)) {
      for (const kind of kinds) expect(INBOX_TEXTS, kind).toHaveProperty([kind]);
    }
    const reached = await t.app.db
      .selectDistinct({ type: ledgerEntries.type })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(eq(ledgerAccounts.userId, userId));
    const types = reached.map((r) => r.type).sort();
    // The only entry type that never reaches a customer: an institution's capital, paid to the house's own account.
    const houseOnly = ENTRY_TYPES.filter((t) => ENTRY_MESSAGE_KINDS[t].length === 0);
    expect(houseOnly).toEqual(['institution_funding']);
    const [institutionOwner] = await t.app.db
      .select({ status: users.status })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .innerJoin(users, eq(users.id, ledgerAccounts.userId))
      .where(eq(ledgerEntries.type, 'institution_funding'));
    expect(institutionOwner?.status).toBe('disabled');
    expect(types).toEqual(ENTRY_TYPES.filter((t) => !houseOnly.includes(t)).sort());
    const told = new Set((await messages()).map((m) => m.kind));
    for (const type of types) {
      const kinds: readonly string[] = ENTRY_MESSAGE_KINDS[type];
      expect(
        kinds.some((k) => told.has(k)),
        `${type} reached the account but none of ${kinds.join(', ')} was told`,
      ).toBe(true);
    }
    // Every message reads whole in both languages.
    for (const message of await messages()) {
      for (const language of ['en', 'zh'] as const) {
        expect(inboxWords(message, language).body).not.toMatch(/\{\w+\}/);
      }
    }
    await ledgerBalanced(t.app);
  });
});
