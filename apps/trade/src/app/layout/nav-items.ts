import type { ComponentType } from 'react';
import { ChartIcon, GearIcon, HomeIcon, PersonIcon, StarIcon, WalletIcon } from './icons.tsx';

export interface NavItem {
  to: string;
  /** A key of the shell's `nav` texts. */
  label: 'home' | 'markets' | 'watchlists' | 'assets' | 'me' | 'settings';
  Icon: ComponentType;
  end?: boolean;
}

// Only screens that exist are listed; trading and assets join this list when they are built.
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'home', Icon: HomeIcon, end: true },
  { to: '/markets', label: 'markets', Icon: ChartIcon },
  { to: '/watchlists', label: 'watchlists', Icon: StarIcon },
  { to: '/assets', label: 'assets', Icon: WalletIcon },
  { to: '/me', label: 'me', Icon: PersonIcon },
  { to: '/settings', label: 'settings', Icon: GearIcon },
];
