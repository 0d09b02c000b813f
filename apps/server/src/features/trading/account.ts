// A trading account's figures in one settlement currency: the ledger balance, the margins its positions and pending
// orders hold, and the floating P/L at the current quotes. Equity = balance + floating P/L; free margin = the
// ledger's available balance less any floating loss (unrealised gains are not lent against); margin level = equity ÷
// used margin. Those three come from contracts' marginFigures, which the apps use again at the live quotes.
import {
  CURRENCY_DECIMALS,
  marginFigures,
  SETTLEMENT_CURRENCIES,
  type SettlementCurrency,
  type TradingAccountView,
} from '@platform/contracts';
import {
  and,
  type Db,
  eq,
  ledgerAccounts,
  sql,
  type TradePositionRow,
  tradeOrders,
  tradePositions,
} from '@platform/db';
import { Big, ZERO } from '../../core/ledger/amounts.ts';
import type { TradingMarket } from './trading-market.ts';
import { floatingOf } from './views.ts';

export interface AccountFigures {
  currency: SettlementCurrency;
  balance: Big;
  frozen: Big;
  /** balance − frozen */
  available: Big;
  usedMargin: Big;
  pendingMargin: Big;
  floatingPnl: Big;
  equity: Big;
  freeMargin: Big;
  /** equity ÷ used margin, in per cent; null without used margin. */
  marginLevel: string | null;
  marginCallEquity: Big;
  stopOutEquity: Big;
  positions: TradePositionRow[];
}

/** The figures from a balance, the open positions and what pending orders hold, at `market`'s quotes now. */
export function figuresOf(
  currency: SettlementCurrency,
  account: { balance: string; frozen: string },
  positions: TradePositionRow[],
  pendingMargin: Big,
  market: Pick<TradingMarket, 'quote'>,
): AccountFigures {
  const balance = new Big(account.balance);
  const frozen = new Big(account.frozen);
  let usedMargin = ZERO;
  let floatingPnl = ZERO;
  let marginCallEquity = ZERO;
  let stopOutEquity = ZERO;
  for (const position of positions) {
    usedMargin = usedMargin.plus(position.margin);
    marginCallEquity = marginCallEquity.plus(new Big(position.margin).times(position.marginCallLevel));
    stopOutEquity = stopOutEquity.plus(new Big(position.margin).times(position.stopOutLevel));
    const { floatingPnl: pnl } = floatingOf(position, market.quote(position.symbol));
    if (pnl) floatingPnl = floatingPnl.plus(pnl);
  }
  const available = balance.minus(frozen);
  // One snapshot: the ledger reading and the floating P/L at the quotes just read.
  const summary = marginFigures(
    {
      balance: balance.toFixed(),
      available: available.toFixed(),
      usedMargin: usedMargin.toFixed(),
      floatingPnl: floatingPnl.toFixed(),
    },
    CURRENCY_DECIMALS[currency],
  );
  return {
    currency,
    balance,
    frozen,
    available,
    usedMargin,
    pendingMargin,
    floatingPnl,
    equity: new Big(summary.equity),
    freeMargin: new Big(summary.freeMargin),
    marginLevel: summary.marginLevel,
    marginCallEquity,
    stopOutEquity,
    positions,
  };
}

/** Reads the account (in the caller's transaction, after it locked the ledger account when it will move money). */
export async function accountFigures(
  db: Db,
  market: Pick<TradingMarket, 'quote'>,
  userId: number,
  currency: SettlementCurrency,
): Promise<AccountFigures> {
  // One statement at a time (inside a transaction they share one connection): the account with what pending orders
  // hold, then the open positions.
  const [account] = await db
    .select({
      balance: ledgerAccounts.balance,
      frozen: ledgerAccounts.frozen,
      held: sql<string>`(select coalesce(sum(${tradeOrders.heldAmount}), 0) from ${tradeOrders}
        where ${tradeOrders.userId} = ${userId} and ${tradeOrders.currency} = ${currency}
          and ${tradeOrders.status} = 'pending')`,
    })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'trading'), eq(ledgerAccounts.currency, currency)),
    );
  const positions = await db
    .select()
    .from(tradePositions)
    .where(
      and(eq(tradePositions.userId, userId), eq(tradePositions.currency, currency), eq(tradePositions.state, 'open')),
    );
  return figuresOf(currency, account ?? { balance: '0', frozen: '0' }, positions, new Big(account?.held ?? 0), market);
}

const money = (value: Big, currency: SettlementCurrency) => value.toFixed(CURRENCY_DECIMALS[currency]);

export function accountViewOf(figures: AccountFigures, time: number): TradingAccountView {
  const { currency } = figures;
  const inCall = figures.usedMargin.gt(0) && figures.equity.lte(figures.marginCallEquity);
  return {
    currency,
    balance: money(figures.balance, currency),
    available: money(figures.available, currency),
    usedMargin: money(figures.usedMargin, currency),
    pendingMargin: money(figures.pendingMargin, currency),
    floatingPnl: money(figures.floatingPnl, currency),
    equity: money(figures.equity, currency),
    freeMargin: money(figures.freeMargin, currency),
    marginLevel: figures.marginLevel,
    marginCallEquity: money(figures.marginCallEquity, currency),
    stopOutEquity: money(figures.stopOutEquity, currency),
    status: inCall ? 'margin_call' : 'ok',
    time,
  };
}

export async function tradingAccounts(db: Db, market: Pick<TradingMarket, 'quote'>, userId: number) {
  const time = Date.now();
  const figures = await Promise.all(SETTLEMENT_CURRENCIES.map((c) => accountFigures(db, market, userId, c)));
  return { accounts: figures.map((f) => accountViewOf(f, time)) };
}
