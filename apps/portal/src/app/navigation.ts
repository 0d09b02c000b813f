/** The main navigation, in order. Later routes (news, cases, plans, apply…) join this list as they arrive. */
export const NAV_ITEMS = [{ to: '/home', label: 'nav.home' }] as const satisfies ReadonlyArray<{
  to: string;
  label: string;
}>;
