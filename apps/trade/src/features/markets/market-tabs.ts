import type { FutureGroup, InstrumentClass } from '@platform/contracts';

/** The spec's market tabs, each a class, and for energy and agriculture a futures group. */
export const MARKET_TABS = {
  stocks: { class: 'stock' },
  indices: { class: 'index' },
  futures: { class: 'future' },
  forex: { class: 'forex' },
  metals: { class: 'metal' },
  energy: { class: 'future', group: 'energy' },
  agriculture: { class: 'future', group: 'agricultural' },
} as const satisfies Record<string, { class: InstrumentClass; group?: FutureGroup }>;

export type MarketTab = keyof typeof MARKET_TABS;
export const TAB_NAMES = Object.keys(MARKET_TABS) as MarketTab[];

export const RANKINGS = ['all', 'gainers', 'losers', 'active'] as const;
export type Ranking = (typeof RANKINGS)[number];

export const isTab = (value: string | null): value is MarketTab => value !== null && value in MARKET_TABS;
export const isRanking = (value: string | null): value is Ranking =>
  value !== null && (RANKINGS as readonly string[]).includes(value);
