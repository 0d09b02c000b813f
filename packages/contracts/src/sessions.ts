// The sessions page (issue 28 §9): where and when each of the signed-in account's sessions signed in and was last seen,
// signing one out, or every one but this. A session is named by an opaque id, never by its token or the token's hash.
import { z } from './zod.ts';

export const sessionView = z.object({
  /** Opaque; says nothing of the token. */
  id: z.string(),
  /** A short name of the browser and system ("Chrome on Windows"), or null when the user agent said nothing usable. */
  device: z.string().nullable(),
  /** The client address the session signed in from. */
  ip: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request carries. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;

export const sessionParams = z.object({ id: z.uuid() });

export const signedOutCount = z.object({ signedOut: z.number().int() });
export type SignedOutCount = z.infer<typeof signedOutCount>;
