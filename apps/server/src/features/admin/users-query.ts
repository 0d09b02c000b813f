import type { AdminUserView, UserListQuery } from '@platform/contracts';
import { and, count, type Db, desc, eq, ilike, inviteCodes, or, sql, users } from '@platform/db';

const invitedCount = sql<number>`(select count(*)::int from ${users} as invited where invited.invited_by = ${users.id})`;

const columns = { user: users, inviteCode: inviteCodes.code, invitedCount };

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
  const { q, role, pageNum, pageSize } = query;
  const term = q?.trim();
  const where = and(
    term
      ? or(
          ilike(users.email, `%${term.replace(/[%_\\]/g, '\\$&')}%`),
          ilike(users.username, `%${term.replace(/[%_\\]/g, '\\$&')}%`),
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
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(inviteCodes, eq(inviteCodes.ownerId, users.id))
      .where(where)
      .orderBy(desc(users.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toAdminView), total: total?.n ?? 0 };
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
