// An institution's track record, computed from its equity marks: returns over the standard periods (null where the
// record is shorter), the largest fall from a peak, and its equity curve thinned to at most 200 points.
import type { followEquityPoint, z } from '@platform/contracts';
import { type Db, sql } from '@platform/db';
import { Big } from '../../core/ledger/amounts.ts';

const DAY_MS = 86_400_000;
const PERIODS = { day: 1, week: 7, month: 30 } as const;
export const MAX_POINTS = 200;

const percent = (from: string, to: string) =>
  new Big(to).div(from).minus(1).times(100).round(2, Big.roundHalfUp).toFixed(2);

export interface TrackRecord {
  firstAt: Date | null;
  equity: string | null;
  returns: { day: string | null; week: string | null; month: string | null; all: string | null };
  maxDrawdown: string | null;
}

export async function trackRecordOf(db: Db, institutionId: number, now = new Date()): Promise<TrackRecord> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const at = (since: string) => sql`(select equity from follow_marks
      where institution_id = ${institutionId} and at <= ${since}::timestamptz order by at desc, id desc limit 1)`;
  const result = (await db.execute(sql`select
      (select min(at) from follow_marks where institution_id = ${institutionId}) as first_at,
      (select equity from follow_marks where institution_id = ${institutionId} order by at, id limit 1) as first,
      (select equity from follow_marks where institution_id = ${institutionId} order by at desc, id desc limit 1) as latest,
      ${at(ago(PERIODS.day))} as day,
      ${at(ago(PERIODS.week))} as week,
      ${at(ago(PERIODS.month))} as month,
      (select min(equity / peak - 1) from (select equity, max(equity) over (order by at, id) as peak
        from follow_marks where institution_id = ${institutionId}) m) as drawdown`)) as unknown as {
    rows: {
      first_at: string | Date | null;
      first: string | null;
      latest: string | null;
      day: string | null;
      week: string | null;
      month: string | null;
      drawdown: string | null;
    }[];
  };
  const row = result.rows[0]!;
  const latest = row.latest;
  const since = (base: string | null) => (latest !== null && base !== null ? percent(base, latest) : null);
  return {
    firstAt: row.first_at === null ? null : new Date(row.first_at),
    equity: latest,
    returns: { day: since(row.day), week: since(row.week), month: since(row.month), all: since(row.first) },
    maxDrawdown: row.drawdown === null ? null : new Big(row.drawdown).times(100).round(2, Big.roundHalfUp).toFixed(2),
  };
}

/** Every mark when there are few; else every k-th and the latest, at most MAX_POINTS in all. */
export async function equityCurve(db: Db, institutionId: number): Promise<z.infer<typeof followEquityPoint>[]> {
  const result = (await db.execute(sql`with m as (
      select at, equity, row_number() over (order by at, id) as n, count(*) over () as total
      from follow_marks where institution_id = ${institutionId})
    select at, equity from m
    where (n - 1) % greatest(1, ceil(total::numeric / ${MAX_POINTS - 1})::int) = 0 or n = total
    order by at`)) as unknown as { rows: { at: string | Date; equity: string }[] };
  return result.rows.map((r) => ({ at: new Date(r.at).toISOString(), equity: r.equity }));
}
