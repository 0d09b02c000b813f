// What a follow order is placed under: an active institution, one of its periods, the lock-up's end and its fees.
import type { followOrderBody, z } from '@platform/contracts';
import type { Db, FollowInstitutionRow } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { type FollowTerms, managementFeeOf } from './follow-money.ts';
import { activeInstitution } from './institutions-repo.ts';

const DAY_MS = 86_400_000;

export async function orderTerms(
  db: Db,
  institutionId: number,
  input: z.output<typeof followOrderBody>,
  now: Date,
  lock?: 'share',
): Promise<{ institution: FollowInstitutionRow; terms: FollowTerms; endsAt: Date }> {
  const institution = await activeInstitution(db, institutionId, lock);
  if (!institution.periods.includes(input.periodDays)) throw AppError.badRequest('followChoosePeriod', 'periodDays');
  const terms = {
    amount: input.amount,
    periodDays: input.periodDays,
    managementFeePercent: institution.managementFeePercent,
    profitSharePercent: institution.profitSharePercent,
  };
  return { institution, terms, endsAt: new Date(now.getTime() + input.periodDays * DAY_MS) };
}

export { managementFeeOf };
