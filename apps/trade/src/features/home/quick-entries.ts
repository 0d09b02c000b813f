// Home's quick access: one list of the app's features with the page each opens. Whether a tile is live is not written
// here: it asks the app's router (`hasPage`), so a feature's tile stops saying "not available yet" the day its route lands.
import { hasPage, openSupportChat } from '@platform/ui';

export type QuickKey =
  | 'markets'
  | 'watchlists'
  | 'rankings'
  | 'me'
  | 'trading'
  | 'ipo'
  | 'block'
  | 'follow'
  | 'robots'
  | 'mining'
  | 'loans'
  | 'kyc'
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'messages'
  | 'support'
  | 'referral';

type QuickEntry = { key: QuickKey; to: string } | { key: QuickKey; action: () => void };

/** Every feature of the app, in the order shown; a feature not built yet names the page it will have. */
export const QUICK_ENTRIES: readonly QuickEntry[] = [
  { key: 'markets', to: '/markets' },
  { key: 'watchlists', to: '/watchlists' },
  { key: 'rankings', to: '/markets?rank=gainers' },
  { key: 'me', to: '/me' },
  { key: 'trading', to: '/records' },
  { key: 'ipo', to: '/ipo' },
  { key: 'block', to: '/block-trading' },
  { key: 'follow', to: '/follow' },
  { key: 'robots', to: '/robots' },
  { key: 'mining', to: '/mining' },
  { key: 'loans', to: '/loans' },
  { key: 'kyc', to: '/kyc' },
  { key: 'deposit', to: '/assets/deposit' },
  { key: 'withdraw', to: '/assets/withdraw' },
  { key: 'transfer', to: '/assets/transfer' },
  { key: 'messages', to: '/inbox' },
  { key: 'support', action: openSupportChat },
  { key: 'referral', to: '/referrals' },
];

export type QuickTile =
  | { key: QuickKey; kind: 'link'; to: string }
  | { key: QuickKey; kind: 'action'; action: () => void }
  | { key: QuickKey; kind: 'unavailable' };

/** Each entry as its tile: a link where the app has the page, "not available yet" where it has not. */
export function quickTiles(entries: readonly QuickEntry[] = QUICK_ENTRIES): QuickTile[] {
  return entries.map((entry) => {
    if ('action' in entry) return { key: entry.key, kind: 'action', action: entry.action };
    return hasPage(entry.to) ? { key: entry.key, kind: 'link', to: entry.to } : { key: entry.key, kind: 'unavailable' };
  });
}
