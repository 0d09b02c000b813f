import { MONEY_REVIEW_ROLES } from '@platform/contracts';
import { useSession } from '../session.ts';

/**
 * Whether the signed-in operator may use the money back office. Pages check first and do not call the API otherwise:
 * the server's 403 would sign the operator out (spec §8).
 */
export function useCanReviewMoney() {
  return useSession(
    (s) => s.user?.roles.some((role) => (MONEY_REVIEW_ROLES as readonly string[]).includes(role)) ?? false,
  );
}
