import type { ComponentType } from 'react';
import { ChartIcon, GearIcon, HomeIcon, PersonIcon, StarIcon, SwapIcon, WalletIcon } from './icons.tsx';

export interface NavItem {
  to: string;
  /** A key of the shell's `nav` texts. */
  label: 'home' | 'markets' | 'watchlists' | 'trade' | 'assets' | 'me' | 'settings';
  Icon: ComponentType;
  end?: boolean;
  /** Left out of the phone's tab bar (reached from another screen there: Settings from Me). */
  wideOnly?: boolean;
}

// Only screens that exist are listed. Trade leads to the trading center (orders start from an instrument's quote).
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'home', Icon: HomeIcon, end: true },
  { to: '/markets', label: 'markets', Icon: ChartIcon },
  { to: '/watchlists', label: 'watchlists', Icon: StarIcon },
  { to: '/records', label: 'trade', Icon: SwapIcon },
  { to: '/assets', label: 'assets', Icon: WalletIcon },
  { to: '/me', label: 'me', Icon: PersonIcon },
  { to: '/settings', label: 'settings', Icon: GearIcon, wideOnly: true },
];
