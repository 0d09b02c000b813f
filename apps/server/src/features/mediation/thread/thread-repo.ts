// The case's thread and proposals, whoever writes: who may read each message, posting, proposing, answering, and
// how far each reader has read. The doors (applicant, respondent, mediator) check who is asking; this checks the case.
import type { CaseAuthor, CaseNoticeKind, CaseParty, CaseThreadView, MessageAudience } from '@platform/contracts';
import {
  and,
  asc,
  type Db,
  eq,
  gt,
  type MediationCaseRow,
  type MediationMessageRow,
  type MediationProposalRow,
  mediationMessageReads,
  mediationMessages,
  mediationProposals,
  or,
  sql,
} from '@platform/db';
import type { DomainEvent } from '../../../core/events/domain-events.ts';
import { fileRefs } from '../../../core/files/file-refs.ts';
import { AppError } from '../../../lib/app-error.ts';
import { mediatorNames } from '../agreements-repo.ts';
import { deadlineFrom } from '../deadlines.ts';
import { recordPartyAnswer, toProposalViews } from './proposal-answers.ts';

/** Writing is open while the case is in mediation or its agreement awaits signatures; proposing only in mediation. */
const WRITABLE = ['in_mediation', 'agreement_drafted'];
export const threadOpen = (row: MediationCaseRow) =>
  WRITABLE.includes(row.status) && row.respondentState === 'taking_part';

const partiesOf = (audience: MessageAudience): CaseParty[] =>
  audience === 'all' ? ['applicant', 'respondent'] : [audience];

const visibleTo = (reader: CaseAuthor) =>
  reader === 'mediator' ? undefined : or(eq(mediationMessages.audience, 'all'), eq(mediationMessages.audience, reader));

async function toMessageViews(db: Db, rows: readonly MediationMessageRow[]) {
  // By name (verified, else display name), never by log-in name.
  const names = await mediatorNames(
    db,
    rows.filter((r) => r.author === 'mediator').map((r) => r.authorId),
  );
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      author: r.author,
      authorName: r.author === 'mediator' && r.authorId !== null ? (names.get(r.authorId) ?? null) : null,
      audience: r.audience,
      body: r.body,
      attachments: await fileRefs(db, r.attachments),
      createdAt: r.createdAt.toISOString(),
    })),
  );
}

/** The thread as `reader` sees it; reading it moves their read mark to the newest message they can see. */
export async function readThread(db: Db, row: MediationCaseRow, reader: CaseAuthor): Promise<CaseThreadView> {
  const [messages, proposals] = await Promise.all([
    db
      .select()
      .from(mediationMessages)
      .where(and(eq(mediationMessages.caseId, row.id), visibleTo(reader)))
      .orderBy(asc(mediationMessages.id)),
    db
      .select()
      .from(mediationProposals)
      .where(eq(mediationProposals.caseId, row.id))
      .orderBy(asc(mediationProposals.id)),
  ]);
  const newest = messages.at(-1)?.id;
  if (newest !== undefined) {
    await db
      .insert(mediationMessageReads)
      .values({ caseId: row.id, reader, lastReadId: newest })
      .onConflictDoUpdate({
        target: [mediationMessageReads.caseId, mediationMessageReads.reader],
        set: {
          lastReadId: sql`greatest(${mediationMessageReads.lastReadId}, excluded.last_read_id)`,
          readAt: new Date(),
        },
      });
  }
  const reads = await db.select().from(mediationMessageReads).where(eq(mediationMessageReads.caseId, row.id));
  const upTo = (who: CaseAuthor) => reads.find((r) => r.reader === who)?.lastReadId ?? null;
  return {
    trackingNumber: row.trackingNumber,
    open: threadOpen(row),
    messages: await toMessageViews(db, messages),
    proposals: await toProposalViews(db, proposals),
    readUpTo: { applicant: upTo('applicant'), respondent: upTo('respondent'), mediator: upTo('mediator') },
  };
}

export interface Notice {
  kind: CaseNoticeKind;
  parties: CaseParty[];
  params: Record<string, string>;
}
export const noticeEvent = (row: MediationCaseRow, notice: Notice): DomainEvent => ({
  type: 'mediation.notice',
  caseId: row.id,
  ...notice,
});

export async function postMessage(
  tx: Db,
  row: MediationCaseRow,
  input: {
    author: CaseAuthor;
    authorId: number | null;
    audience: MessageAudience;
    body: string;
    attachments: string[];
  },
) {
  if (!threadOpen(row)) throw AppError.conflict('threadClosed', 'body');
  const [message] = await tx
    .insert(mediationMessages)
    .values({ caseId: row.id, ...input })
    .returning();
  const view = (await toMessageViews(tx, [message!]))[0]!;
  const notice: Notice = {
    kind: 'new_message',
    parties: partiesOf(input.audience).filter((p) => p !== input.author),
    params: {},
  };
  return { view, notice };
}

/**
 * The proposal's author cannot answer it; a counter answers the proposal it counters. The mediator's goes to both
 * parties (and counters nothing).
 */
export async function putProposal(
  tx: Db,
  row: MediationCaseRow,
  author: CaseAuthor,
  authorId: number | null,
  fields: { amount: string; currency: MediationProposalRow['currency']; terms: string; counterOf?: number | undefined },
) {
  if (row.status !== 'in_mediation' || row.respondentState !== 'taking_part')
    throw AppError.conflict('threadClosed', 'terms');
  const now = new Date();
  // One open proposal per side at a time (the case is locked, so twenty at once make one): it is answered or lapses first.
  const [own] = await tx
    .select({ id: mediationProposals.id })
    .from(mediationProposals)
    .where(
      and(
        eq(mediationProposals.caseId, row.id),
        eq(mediationProposals.author, author),
        eq(mediationProposals.status, 'open'),
        gt(mediationProposals.respondBy, now),
      ),
    )
    .limit(1);
  if (own) throw AppError.conflict('proposalAlreadyOpen', 'terms');
  const [accepted] = await tx
    .select({ id: mediationProposals.id })
    .from(mediationProposals)
    .where(and(eq(mediationProposals.caseId, row.id), eq(mediationProposals.status, 'accepted')))
    .limit(1);
  if (accepted) throw AppError.conflict('proposalAlreadyAccepted', 'terms');
  if (fields.counterOf !== undefined && author !== 'mediator')
    await answer(tx, row, author, fields.counterOf, 'countered', null, now);
  const respondBy = await deadlineFrom(tx, 'proposal_answer', now);
  const [created] = await tx
    .insert(mediationProposals)
    .values({
      caseId: row.id,
      author,
      authorId,
      amount: fields.amount,
      currency: fields.currency,
      terms: fields.terms,
      respondBy,
      status: 'open',
      counterOf: author === 'mediator' ? null : (fields.counterOf ?? null),
      createdAt: now,
    })
    .returning();
  const notice: Notice = {
    kind: 'proposal_received',
    parties:
      author === 'mediator' ? ['applicant', 'respondent'] : [author === 'applicant' ? 'respondent' : 'applicant'],
    params: { respondBy: respondBy.toISOString() },
  };
  return { view: (await toProposalViews(tx, [created!]))[0]!, notice };
}

async function answer(
  tx: Db,
  row: MediationCaseRow,
  answerer: CaseParty,
  proposalId: number,
  status: 'accepted' | 'rejected' | 'countered',
  note: string | null,
  now: Date,
): Promise<MediationProposalRow> {
  const [locked] = await tx
    .select()
    .from(mediationProposals)
    .where(and(eq(mediationProposals.id, proposalId), eq(mediationProposals.caseId, row.id)))
    .for('update');
  if (!locked) throw AppError.notFound();
  if (locked.author === answerer) throw AppError.conflict('proposalOwnAnswer', 'proposalId');
  if (locked.status !== 'open' || locked.respondBy <= now) throw AppError.conflict('proposalNotOpen', 'proposalId');
  // The mediator's stays open until both parties accept it (or one of them ends it).
  const outcome =
    locked.author === 'mediator' ? await recordPartyAnswer(tx, locked, answerer, status, note, now) : status;
  if (outcome === 'open') return locked;
  const [answered] = await tx
    .update(mediationProposals)
    .set({ status: outcome, answeredBy: answerer, answeredAt: now, answerNote: note })
    .where(eq(mediationProposals.id, locked.id))
    .returning();
  return answered!;
}

export async function answerProposal(
  tx: Db,
  row: MediationCaseRow,
  answerer: CaseParty,
  input: { proposalId: number; answer: 'accept' | 'reject'; note?: string | undefined },
) {
  if (row.status !== 'in_mediation' || row.respondentState !== 'taking_part')
    throw AppError.conflict('threadClosed', 'proposalId');
  const answered = await answer(
    tx,
    row,
    answerer,
    input.proposalId,
    input.answer === 'accept' ? 'accepted' : 'rejected',
    input.note ?? null,
    new Date(),
  );
  if (answered.status === 'accepted') {
    // One accepted proposal is the basis of the agreement: the others still open lapse.
    await tx
      .update(mediationProposals)
      .set({ status: 'withdrawn' })
      .where(and(eq(mediationProposals.caseId, row.id), eq(mediationProposals.status, 'open')));
  }
  const params = { answer: answered.status };
  const notice: Notice =
    answered.author !== 'mediator'
      ? { kind: 'proposal_answered', parties: [answered.author], params }
      : // The mediator's is decided once both accepted or either ended it; until then nobody is told.
        {
          kind: 'mediator_proposal_decided',
          parties: answered.status === 'open' ? [] : ['applicant', 'respondent'],
          params,
        };
  return { view: (await toProposalViews(tx, [answered]))[0]!, notice };
}
