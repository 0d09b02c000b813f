import type { ComponentType } from 'react';
import { GearIcon, HomeIcon, PersonIcon } from './icons.tsx';

export interface NavItem {
  to: string;
  /** A key of the shell's `nav` texts. */
  label: 'home' | 'me' | 'settings';
  Icon: ComponentType;
  end?: boolean;
}

// Only screens that exist are listed; markets, trading and assets join this list when they are built.
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'home', Icon: HomeIcon, end: true },
  { to: '/me', label: 'me', Icon: PersonIcon },
  { to: '/settings', label: 'settings', Icon: GearIcon },
];
