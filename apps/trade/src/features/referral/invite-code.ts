import { LIMITS } from '@platform/contracts';

/**
 * The invite code a link carries, as the sign-up form may take it: letters and digits only, at most the code's
 * length limit (a link pasted from a chat often brings a trailing dot or space). Null when nothing is left.
 */
export function inviteCodeFromLink(raw: string | null): string | null {
  const code = (raw ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, LIMITS.inviteCodeMax);
  return code || null;
}

/** A store link from configuration is shown only when it is a web address (never a `javascript:` or a dead link). */
export const storeUrl = (url: string | null): string | null => (url && /^https?:\/\/\S+$/i.test(url) ? url : null);
