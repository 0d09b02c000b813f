import type { AdminUserView, UserListQuery } from '@platform/contracts';
import { and, type Db, desc, eq, ilike, inviteCodes, or, sql, users } from '@platform/db';
import { listOrder } from '../../lib/list-order.ts';
import { pageOf } from '../../lib/pages.ts';
import { containing } from '../../lib/search.ts';

const invitedCount = sql<number>`(select count(*)::int from ${users} as invited where invited.invited_by = ${users.id})`;

const columns = { user: users, inviteCode: inviteCodes.code, invitedCount };

/** What each of the list's sort names orders by. */
const SORTABLE = {
  userId: users.id,
  email: users.email,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

type Row = { user: typeof users.$inferSelect; inviteCode: string | null; invitedCount: number };

function toAdminView({ user, inviteCode, invitedCount }: Row): AdminUserView {
  return {
    userId: user.id,
    username: user.username,
    email: user.email,
    inviteCode,
    invitedBy: user.invitedBy,
    language: user.language,
    roles: user.roles,
    createdAt: user.createdAt.toISOString(),
    status: user.status,
    invitedCount: Number(invitedCount),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    displayName: user.displayName,
  };
}

export async function findUsers(db: Db, query: UserListQuery) {
  const { q, role, sort } = query;
  const term = q?.trim();
  const where = and(
    term
      ? or(
          ilike(users.email, containing(term)),
          ilike(users.username, containing(term)),
          /^\d{1,9}$/.test(term) ? eq(users.id, Number(term)) : undefined,
        )
      : undefined,
    role === 'operator'
      ? sql`cardinality(${users.roles}) > 0`
      : role === 'customer'
        ? sql`cardinality(${users.roles}) = 0`
        : role
          ? sql`${role} = any(${users.roles})`
          : undefined,
  );
  const list = db
    .select(columns)
    .from(users)
    .leftJoin(inviteCodes, eq(inviteCodes.ownerId, users.id))
    .where(where)
    .orderBy(...listOrder(sort, SORTABLE, users.id, [desc(users.id)]));
  const { rows, total } = await pageOf(db, list, users, where, query);
  return { rows: rows.map(toAdminView), total };
}

export async function getAdminUser(db: Db, id: number): Promise<AdminUserView | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(inviteCodes, eq(inviteCodes.ownerId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ? toAdminView(row) : undefined;
}
