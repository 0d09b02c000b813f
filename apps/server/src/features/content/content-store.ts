// One store for every kind of published content: the kinds differ in their table, fields and views (content-kinds.ts),
// not in how they are listed, read, written, published and deleted.
import type { ContentAdminView, ContentKind, Language } from '@platform/contracts';
import {
  type AnyColumn,
  and,
  count,
  type Db,
  eq,
  type portalAboutSections,
  type portalCertificates,
  type portalNews,
  type portalPartners,
  type portalPlans,
  type portalPublishedCases,
  type portalServices,
  readAll,
  type SQL,
} from '@platform/db';
import { AppError } from '../../lib/app-error.ts';

export type ContentTable =
  | typeof portalNews
  | typeof portalPublishedCases
  | typeof portalPlans
  | typeof portalServices
  | typeof portalAboutSections
  | typeof portalCertificates
  | typeof portalPartners;

/** The columns every content table has. */
export interface ContentRowBase {
  id: number;
  published: boolean;
  publishedAt: Date | null;
  createdBy: number | null;
  updatedBy: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ContentKindSpec<K extends ContentKind, Row extends ContentRowBase, Body> {
  kind: K;
  table: ContentTable;
  /** The table's language column, for kinds written per language. */
  language: AnyColumn | null;
  /** Public lists and the back office list in this order. */
  order: SQL[];
  /** The columns a validated body writes (images checked, rich text sanitised), or a field error. */
  values(db: Db, body: Body): Promise<Partial<Row>>;
  /** Operator views of rows (the public views are these without the operator fields). */
  views(db: Db, rows: Row[]): Promise<ContentAdminView<K>[]>;
}

// The query builder is typed per table; every content table shares the columns used here, so one stands for all.
type Builder = typeof portalNews;
const asBuilder = (table: ContentTable) => table as Builder;

export async function listContent<K extends ContentKind, Row extends ContentRowBase, Body>(
  db: Db,
  spec: ContentKindSpec<K, Row, Body>,
  options: { publishedOnly: boolean; language?: Language; where?: SQL; page?: number; size?: number },
): Promise<{ rows: ContentAdminView<K>[]; total: number }> {
  const table = asBuilder(spec.table);
  const where = and(
    options.publishedOnly ? eq(table.published, true) : undefined,
    options.language && spec.language ? eq(spec.language, options.language) : undefined,
    options.where,
  );
  const query = db
    .select()
    .from(table)
    .where(where)
    .orderBy(...spec.order);
  const paged = options.size ? query.limit(options.size).offset(((options.page ?? 1) - 1) * options.size) : query;
  const [rows, [total]] = await readAll(db, [() => paged, () => db.select({ n: count() }).from(table).where(where)]);
  return { rows: await spec.views(db, rows as unknown as Row[]), total: total?.n ?? 0 };
}

export async function getContent<K extends ContentKind, Row extends ContentRowBase, Body>(
  db: Db,
  spec: ContentKindSpec<K, Row, Body>,
  id: number,
  publishedOnly: boolean,
): Promise<ContentAdminView<K>> {
  const table = asBuilder(spec.table);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), publishedOnly ? eq(table.published, true) : undefined))
    .limit(1);
  if (!row) throw AppError.notFound();
  const [view] = await spec.views(db, [row as unknown as Row]);
  return view!;
}

export async function insertContent<Row extends ContentRowBase>(
  db: Db,
  table: ContentTable,
  values: Partial<Row>,
  actorId: number,
): Promise<Row> {
  const [row] = await db
    .insert(asBuilder(table))
    .values({ ...values, createdBy: actorId, updatedBy: actorId } as unknown as Builder['$inferInsert'])
    .returning();
  return row as unknown as Row;
}

export async function updateContent<Row extends ContentRowBase>(
  db: Db,
  table: ContentTable,
  id: number,
  values: Partial<Row>,
  actorId: number,
): Promise<Row> {
  const builder = asBuilder(table);
  const [row] = await db
    .update(builder)
    .set({ ...values, updatedBy: actorId, updatedAt: new Date() } as unknown as Partial<Builder['$inferInsert']>)
    .where(eq(builder.id, id))
    .returning();
  if (!row) throw AppError.notFound();
  return row as unknown as Row;
}

export async function deleteContent(db: Db, table: ContentTable, id: number): Promise<void> {
  const builder = asBuilder(table);
  const gone = await db.delete(builder).where(eq(builder.id, id)).returning({ id: builder.id });
  if (gone.length === 0) throw AppError.notFound();
}

/** The operator fields every view carries, from a row and the names of the people who changed it. */
export const adminFieldsOf = (row: ContentRowBase, names: Map<number, string>) => ({
  published: row.published,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy === null ? null : (names.get(row.updatedBy) ?? null),
});

/** The public view: the operator's view without the operator fields. */
export function publicOf<
  V extends { published: boolean; createdAt: string; updatedAt: string; updatedBy: string | null },
>(view: V) {
  const { published: _p, createdAt: _c, updatedAt: _u, updatedBy: _b, ...rest } = view;
  return rest;
}
