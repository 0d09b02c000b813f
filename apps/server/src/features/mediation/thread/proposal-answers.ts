// A mediator's proposal goes to both parties at once: each party's answer is recorded on its own, and the proposal
// is accepted only when both accept it; either one rejecting or countering ends it.
import type { CaseParty, ProposalPartyAnswerView, ProposalView } from '@platform/contracts';
import {
  asc,
  type Db,
  inArray,
  type MediationProposalAnswerRow,
  type MediationProposalRow,
  mediationProposalAnswers,
} from '@platform/db';
import { AppError } from '../../../lib/app-error.ts';

/** Each party's answers to the given proposals, in the order given. */
export async function answersOf(db: Db, proposalIds: readonly number[]) {
  const byProposal = new Map<number, MediationProposalAnswerRow[]>();
  if (proposalIds.length === 0) return byProposal;
  const rows = await db
    .select()
    .from(mediationProposalAnswers)
    .where(inArray(mediationProposalAnswers.proposalId, [...proposalIds]))
    .orderBy(asc(mediationProposalAnswers.answeredAt));
  for (const row of rows) byProposal.set(row.proposalId, [...(byProposal.get(row.proposalId) ?? []), row]);
  return byProposal;
}

const toAnswerView = (a: MediationProposalAnswerRow): ProposalPartyAnswerView => ({
  party: a.party,
  answer: a.answer,
  note: a.note,
  answeredAt: a.answeredAt.toISOString(),
});

export function toProposalView(
  p: MediationProposalRow,
  answers: readonly MediationProposalAnswerRow[] = [],
): ProposalView {
  return {
    id: p.id,
    author: p.author,
    amount: p.amount,
    currency: p.currency,
    terms: p.terms,
    respondBy: p.respondBy.toISOString(),
    status: p.status,
    counterOf: p.counterOf,
    answeredBy: p.answeredBy,
    answeredAt: p.answeredAt?.toISOString() ?? null,
    answerNote: p.answerNote,
    answers: answers.map(toAnswerView),
    createdAt: p.createdAt.toISOString(),
  };
}

export async function toProposalViews(db: Db, rows: readonly MediationProposalRow[]): Promise<ProposalView[]> {
  const answers = await answersOf(
    db,
    rows.filter((p) => p.author === 'mediator').map((p) => p.id),
  );
  return rows.map((p) => toProposalView(p, answers.get(p.id)));
}

/**
 * Records `answerer`'s answer to the mediator's open proposal `locked` (locked by the caller) and answers the
 * proposal's status after it: still `open` while the other party has not accepted too. A party answers once.
 */
export async function recordPartyAnswer(
  tx: Db,
  locked: MediationProposalRow,
  answerer: CaseParty,
  answer: 'accepted' | 'rejected' | 'countered',
  note: string | null,
  now: Date,
): Promise<MediationProposalRow['status']> {
  const given = (await answersOf(tx, [locked.id])).get(locked.id) ?? [];
  if (given.some((a) => a.party === answerer)) throw AppError.conflict('proposalAlreadyAnswered', 'proposalId');
  await tx
    .insert(mediationProposalAnswers)
    .values({ proposalId: locked.id, party: answerer, answer, note, answeredAt: now });
  if (answer !== 'accepted') return answer;
  return given.some((a) => a.answer === 'accepted') ? 'accepted' : 'open';
}

/** The parties who still owe an answer to a mediator's proposal. */
export async function partiesYetToAnswer(db: Db, proposalId: number): Promise<CaseParty[]> {
  const given = (await answersOf(db, [proposalId])).get(proposalId) ?? [];
  return (['applicant', 'respondent'] as const).filter((party) => !given.some((a) => a.party === party));
}
