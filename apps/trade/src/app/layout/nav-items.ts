import type { ComponentType } from 'react';
import { ChartIcon, GearIcon, HomeIcon, PersonIcon, StarIcon } from './icons.tsx';

export interface NavItem {
  to: string;
  /** A key of the shell's `nav` texts. */
  label: 'home' | 'markets' | 'watchlists' | 'me' | 'settings';
  Icon: ComponentType;
  end?: boolean;
}

// Only screens that exist are listed; trading and assets join this list when they are built.
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'home', Icon: HomeIcon, end: true },
  { to: '/markets', label: 'markets', Icon: ChartIcon },
  { to: '/watchlists', label: 'watchlists', Icon: StarIcon },
  { to: '/me', label: 'me', Icon: PersonIcon },
  { to: '/settings', label: 'settings', Icon: GearIcon },
];
