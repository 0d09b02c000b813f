import { type MovementView, moneyApi } from '@platform/contracts';
import { and, count, desc, eq, gte, ledgerAccounts, ledgerEntries, ledgerPostings, lt, sql } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { userKindOf } from '../../../core/ledger/accounts.ts';
import { show } from '../../../core/ledger/amounts.ts';
import { periodBounds } from '../../../core/ledger/statement.ts';
import { ok } from '../../../lib/envelope.ts';

/** GET /api/money/entries: every ledger movement on the user's accounts, newest first, filtered. */
export async function findEntriesRoute(app: FastifyInstance) {
  route(app, moneyApi.entries, async ({ user, query: q }) => {
    const bounds = periodBounds(q.from ?? '1970-01-01', q.to ?? '9999-12-30');
    const reversal = sql<
      number | null
    >`(select r.id from ledger_entries r where r.reverses_entry_id = ${ledgerEntries.id})`;
    const where = and(
      eq(ledgerAccounts.userId, user.id),
      q.account ? eq(ledgerAccounts.kind, q.account) : undefined,
      q.currency ? eq(ledgerPostings.currency, q.currency) : undefined,
      q.type ? eq(ledgerEntries.type, q.type) : undefined,
      q.from ? gte(ledgerPostings.createdAt, bounds.start) : undefined,
      q.to ? lt(ledgerPostings.createdAt, bounds.end) : undefined,
    );
    const base = app.db
      .select({
        id: ledgerPostings.id,
        entryId: ledgerPostings.entryId,
        type: ledgerEntries.type,
        account: ledgerAccounts.kind,
        currency: ledgerPostings.currency,
        amount: ledgerPostings.amount,
        causeType: ledgerEntries.causeType,
        causeId: ledgerEntries.causeId,
        memo: ledgerEntries.memo,
        reversedByEntryId: reversal,
        createdAt: ledgerPostings.createdAt,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(where);
    const [rows, [total]] = await Promise.all([
      base
        .orderBy(desc(ledgerPostings.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      app.db
        .select({ n: count() })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
        .where(where),
    ]);
    const views: MovementView[] = rows.map((r) => ({
      ...r,
      account: userKindOf(r.account),
      amount: show(r.amount, r.currency),
      reversedByEntryId: r.reversedByEntryId === null ? null : Number(r.reversedByEntryId),
      createdAt: r.createdAt.toISOString(),
    }));
    return ok({ rows: views, total: Number(total?.n ?? 0) });
  });
}
