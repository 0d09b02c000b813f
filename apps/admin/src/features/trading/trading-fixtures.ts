// The trading lists as the screen tests' fake server answers them: users' orders or positions filtered as the real
// server filters them (by user, symbol, and status or state); their order and pages are the server's own, so a test
// gives the rows in the order it expects.
import type { AdminOrder, AdminPosition } from './api.ts';

interface Filters {
  userId?: number;
  symbol?: string;
  status?: string;
  state?: string;
}

const matches = (row: AdminOrder | AdminPosition, query: Filters) =>
  (!query.userId || row.userId === query.userId) &&
  (!query.symbol || row.symbol === query.symbol) &&
  (!query.status || ('status' in row && row.status === query.status)) &&
  (!query.state || ('state' in row && row.state === query.state));

/** The page of `rows` matching `query`; `total` as the whole list's count (more than one page), or the rows'. */
export function listed<Row extends AdminOrder | AdminPosition>(rows: Row[], query: Filters, total?: number) {
  const shown = rows.filter((row) => matches(row, query));
  return { rows: shown, total: total ?? shown.length };
}
