// The respondent's view with the current agreement, shared by the respondent's endpoints.
import type { RespondentCaseView } from '@platform/contracts';
import type { Db, MediationCaseRow } from '@platform/db';
import { currentAgreementOfCase, toAgreementView } from '../agreements-repo.ts';
import { toRespondentCaseView } from './respondent-views.ts';

export async function respondentCase(db: Db, row: MediationCaseRow): Promise<RespondentCaseView> {
  const current = row.respondentState === 'taking_part' ? await currentAgreementOfCase(db, row.id) : null;
  return toRespondentCaseView(
    db,
    row,
    current ? await toAgreementView(db, current, { party: 'respondent', row }) : null,
  );
}
