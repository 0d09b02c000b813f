// Referrals (issue 14 §3): a user's own invitation code, the people who signed up with it (a name they chose, or
// their e-mail masked, and when they joined), and what the install page needs. There are no rewards: none are offered.
import { pageFields } from './money-api.ts';
import { z } from './zod.ts';

export const referralsQuery = z.object({ ...pageFields });
export const referralView = z.object({
  /** The invitee's username, or their e-mail masked (`a***@example.com`). */
  name: z.string(),
  joinedAt: z.string(),
});
export const referralsView = z.object({
  /** Null for an account made before invitation codes were given out. */
  inviteCode: z.string().nullable(),
  total: z.number().int(),
  rows: z.array(referralView),
});
export type Referrals = z.infer<typeof referralsView>;

/** Where the install page's store buttons go; null where there is no store listing (the button is not shown). */
export const installInfoView = z.object({
  iosUrl: z.string().nullable(),
  androidUrl: z.string().nullable(),
});
export type InstallInfo = z.infer<typeof installInfoView>;

/** The share link of an invitation: the install page, with the code (sign-up fills it in). */
export const INSTALL_PATH = '/install';
export const referralLink = (origin: string, code: string) =>
  `${origin}${INSTALL_PATH}?code=${encodeURIComponent(code)}`;
