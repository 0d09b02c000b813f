// A legal agreement names its mediator (issue 27 §5): drafting needs the drafter's own name, their verified legal name
// or the display name given when their account was opened (or set since), never "Administrator no. 100001".
import type { Db } from '@platform/db';
import { AppError } from '../../../lib/app-error.ts';
import { mediatorNames } from '../agreements-repo.ts';

/** Refuses (409 on `mediator`) a drafter without a name of their own. */
export async function requireMediatorName(db: Db, userId: number): Promise<void> {
  if (!(await mediatorNames(db, [userId])).has(userId)) throw AppError.conflict('mediatorNameRequired', 'mediator');
}
