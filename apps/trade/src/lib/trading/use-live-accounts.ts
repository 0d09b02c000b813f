// The trading accounts with every open position and the live quotes they are marked at: what the account summary and
// the holdings' margin-call and stop-out prices are computed from, so both follow the same snapshot.
import { useQuery } from '@tanstack/react-query';
import { OPEN_POSITIONS, positionsQuery, tradingAccountQuery } from './api.ts';
import { useLiveQuotes } from './use-live-quotes.ts';

export function useLiveAccounts() {
  const accounts = useQuery(tradingAccountQuery());
  const positions = useQuery(positionsQuery(OPEN_POSITIONS));
  const rows = positions.data?.rows ?? [];
  const quotes = useLiveQuotes(rows.map((p) => p.symbol));
  // Live sums need every open position; past one page the server's figures are shown as they are.
  const complete = positions.data && positions.data.total <= rows.length ? rows : null;
  return { accounts, positions: complete, quotes };
}
