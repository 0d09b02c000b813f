import type { TextKey } from '@platform/ui';
import type shellTexts from './texts.en.json';

/** One link of the portal's navigation: a route and the key of its label in the shell's texts. */
export interface NavItem {
  to: string;
  label: TextKey<typeof shellTexts>;
}

/** The header's main navigation, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/home', label: 'nav.home' },
  { to: '/news', label: 'nav.news' },
  { to: '/case', label: 'nav.cases' },
  { to: '/plan', label: 'nav.plans' },
  { to: '/apply', label: 'nav.apply' },
  { to: '/about', label: 'nav.about' },
];

/** A signed-in user's own pages (the account menu). */
export const ACCOUNT_ITEMS: readonly NavItem[] = [
  { to: '/profile', label: 'nav.profile' },
  { to: '/realname', label: 'nav.realname' },
  { to: '/account', label: 'nav.account' },
  { to: '/contract', label: 'nav.contract' },
  { to: '/feedback', label: 'nav.feedback' },
];

/** The footer's links about the service. */
export const FOOTER_ITEMS: readonly NavItem[] = [
  { to: '/about', label: 'nav.about' },
  { to: '/aboutUs', label: 'nav.aboutUs' },
  { to: '/service', label: 'nav.services' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/feedback', label: 'nav.feedback' },
];
