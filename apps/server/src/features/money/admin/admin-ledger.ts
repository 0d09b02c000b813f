import { type EntryView, moneyAdminApi } from '@platform/contracts';
import {
  and,
  asc,
  count,
  type Db,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  lt,
  readAll,
  sql,
} from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { usersById } from '../../../core/identity/user-names.ts';
import { houseKindOf } from '../../../core/ledger/accounts.ts';
import { Big, show } from '../../../core/ledger/amounts.ts';
import { userBalances } from '../../../core/ledger/balances.ts';
import { checkLedger } from '../../../core/ledger/ledger-check.ts';
import { reverseEntry } from '../../../core/ledger/reverse-entry.ts';
import { periodBounds } from '../../../core/ledger/statement.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { reversalEvents } from '../money-events.ts';

/** Entries with all their postings (on every account), in the order of `ids`. */
export async function entriesWithPostings(db: Db, ids: number[]): Promise<EntryView[]> {
  if (ids.length === 0) return [];
  const [entries, postings, reversals] = await readAll(db, [
    () => db.select().from(ledgerEntries).where(inArray(ledgerEntries.id, ids)),
    () =>
      db
        .select({
          entryId: ledgerPostings.entryId,
          accountId: ledgerPostings.accountId,
          kind: ledgerAccounts.kind,
          userId: ledgerAccounts.userId,
          currency: ledgerPostings.currency,
          amount: ledgerPostings.amount,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .where(inArray(ledgerPostings.entryId, ids))
        .orderBy(asc(ledgerPostings.id)),
    () =>
      db
        .select({ id: ledgerEntries.id, reverses: ledgerEntries.reversesEntryId })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.reversesEntryId, ids)),
  ]);
  const reversedBy = new Map(reversals.map((r) => [r.reverses!, r.id]));
  const byId = new Map(entries.map((e) => [e.id, e]));
  return ids.flatMap((id) => {
    const e = byId.get(id);
    if (!e) return [];
    return [
      {
        id: e.id,
        type: e.type,
        causeType: e.causeType,
        causeId: e.causeId,
        actorKind: e.actorKind,
        actorId: e.actorId,
        memo: e.memo,
        reversesEntryId: e.reversesEntryId,
        reversedByEntryId: reversedBy.get(e.id) ?? null,
        createdAt: e.createdAt.toISOString(),
        postings: postings
          .filter((p) => p.entryId === id)
          .map((p) => ({
            accountId: p.accountId,
            kind: p.kind,
            userId: p.userId,
            currency: p.currency,
            amount: show(p.amount, p.currency),
          })),
      },
    ];
  });
}

/** A user's ledger (read-only), house balances, the ledger-wide check, and reversing a transfer entry. */
export async function adminLedgerRoutes(app: FastifyInstance) {
  route(app, moneyAdminApi.userAssets, async ({ params }) => {
    const user = (await usersById(app.db, [params.userId])).get(params.userId);
    if (!user) throw AppError.notFound();
    return ok({ user, balances: await userBalances(app.db, user.userId) });
  });

  route(app, moneyAdminApi.userEntries, async ({ params, query: q }) => {
    const bounds = periodBounds(q.from ?? '1970-01-01', q.to ?? '9999-12-30');
    const where = and(
      eq(ledgerAccounts.userId, params.userId),
      q.account ? eq(ledgerAccounts.kind, q.account) : undefined,
      q.currency ? eq(ledgerPostings.currency, q.currency) : undefined,
      q.type ? eq(ledgerEntries.type, q.type) : undefined,
      q.from ? gte(ledgerPostings.createdAt, bounds.start) : undefined,
      q.to ? lt(ledgerPostings.createdAt, bounds.end) : undefined,
    );
    const matching = app.db
      .selectDistinct({ id: ledgerPostings.entryId })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(where);
    const [page, [total]] = await Promise.all([
      matching
        .orderBy(desc(ledgerPostings.entryId))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      app.db.select({ n: count() }).from(matching.as('m')),
    ]);
    const rows = await entriesWithPostings(
      app.db,
      page.map((p) => p.id),
    );
    return ok({ rows, total: Number(total?.n ?? 0) });
  });

  route(app, moneyAdminApi.house, async () => {
    const [house, customers] = await Promise.all([
      app.db
        .select()
        .from(ledgerAccounts)
        .where(isNull(ledgerAccounts.userId))
        .orderBy(asc(ledgerAccounts.kind), asc(ledgerAccounts.currency)),
      app.db
        .select({
          currency: ledgerAccounts.currency,
          total: sql<string>`sum(${ledgerAccounts.balance})::text`,
          frozen: sql<string>`sum(${ledgerAccounts.frozen})::text`,
        })
        .from(ledgerAccounts)
        .where(sql`${ledgerAccounts.userId} is not null`)
        .groupBy(ledgerAccounts.currency)
        .orderBy(asc(ledgerAccounts.currency)),
    ]);
    return ok({
      accounts: house.map((a) => ({
        kind: houseKindOf(a.kind),
        currency: a.currency,
        network: null,
        balance: show(a.balance, a.currency),
      })),
      customerTotals: customers.map((c) => ({
        currency: c.currency,
        total: show(new Big(c.total ?? '0'), c.currency),
        frozen: show(new Big(c.frozen ?? '0'), c.currency),
      })),
    });
  });

  route(app, moneyAdminApi.check, async () => ok(await checkLedger(app.db)));

  route(app, moneyAdminApi.reverseEntry, ({ user, params, body, req }) => ({
    run: async (tx) => {
      const reversalId = await reverseEntry(tx, params.id, user.id, body.reason);
      const [view] = await entriesWithPostings(tx, [reversalId]);
      const subject = view?.postings.find((p) => p.userId !== null)?.userId ?? null;
      await recordAudit(tx, req, {
        action: 'ledger.reverse',
        targetType: 'ledger_entry',
        targetId: params.id,
        subjectUserId: subject,
        reason: body.reason,
        detail: { reversalEntryId: reversalId },
      });
      return { msgKey: 'entryReversed' as const, data: view! };
    },
    after: (view) => {
      for (const event of reversalEvents(view, params.id, body.reason)) app.events.publish(event);
    },
  }));
}
