// The mediators' part of the work queue (issue 32 §1): open cases, the soonest deadline first, each with what it
// waits on (mediatorStepOf). A mediator sees the cases assigned to them and those nobody has taken; an admin all.
import { type CaseAuthor, type CaseParty, OPEN_CASE_STATES } from '@platform/contracts';
import {
  and,
  asc,
  mediationCases as c,
  type Db,
  eq,
  gt,
  inArray,
  isNull,
  or,
  mediationProposals as proposals,
  sql,
} from '@platform/db';
import { matchedRows, sectionOf, seesAll, type WorkSource } from '../../../core/work/work-source.ts';
import { mediatorStepOf } from '../next-step.ts';

/** The case's proposals still open for an answer (`p`), for the listed case (`picked.id`). */
const openProposal = sql.raw(
  `from mediation_proposals p where p.case_id = picked.id and p.status = 'open' and p.respond_by > now()`,
);

export const caseWork: WorkSource = {
  kind: 'cases',
  async find(db: Db, operator, limit, now) {
    // Open proposals are few beside cases: when each case's is due is read once for all (their status index).
    const proposalDue = db
      .select({ caseId: proposals.caseId, respondBy: sql`min(${proposals.respondBy})`.as('respond_by') })
      .from(proposals)
      .where(and(eq(proposals.status, 'open'), gt(proposals.respondBy, sql`now()`)))
      .groupBy(proposals.caseId)
      .as('proposal_due');
    // The cases to list, picked by their deadline (a case's own, else its open proposal's) before anything else is
    // read, so the facts below are read for these rows alone; one statement all the same.
    const picked = db.$with('picked').as(
      db
        .select({
          id: c.id,
          userId: c.userId,
          trackingNumber: c.trackingNumber,
          counterpartyName: c.counterpartyName,
          status: c.status,
          respondentState: c.respondentState,
          deadlineKind: c.deadlineKind,
          deadlineAt: c.deadlineAt,
          mediatorId: c.mediatorId,
          updatedAt: c.updatedAt,
          dueAt: sql`coalesce(mediation_cases.deadline_at, proposal_due.respond_by)`.mapWith(c.deadlineAt).as('due_at'),
          matched: matchedRows().as('matched'),
        })
        .from(c)
        .leftJoin(proposalDue, eq(proposalDue.caseId, c.id))
        .where(
          and(
            inArray(c.status, [...OPEN_CASE_STATES]),
            seesAll(operator) ? undefined : or(eq(c.mediatorId, operator.id), isNull(c.mediatorId)),
          ),
        )
        .orderBy(sql`due_at asc nulls last`, asc(c.updatedAt), asc(c.id))
        .limit(limit),
    );
    const rows = await db
      .with(picked)
      .select({
        case: {
          id: picked.id,
          trackingNumber: picked.trackingNumber,
          counterpartyName: picked.counterpartyName,
          status: picked.status,
          respondentState: picked.respondentState,
          deadlineKind: picked.deadlineKind,
          deadlineAt: picked.deadlineAt,
          updatedAt: picked.updatedAt,
        },
        matched: picked.matched,
        // Written with aliases: inside a select list the query builder names columns without their table.
        applicantVerified: sql<boolean>`coalesce((select s.status = 'approved' from real_name_submissions s
          where s.user_id = picked.user_id order by s.id desc limit 1), false)`,
        signed: sql<string>`coalesce((select string_agg(sig.party, ',') from mediation_agreement_signatures sig
          join mediation_agreements a on a.id = sig.agreement_id
          where a.case_id = picked.id and a.status = 'awaiting_signature'), '')`,
        proposalAuthor: sql<CaseAuthor | null>`(select p.author ${openProposal} order by p.respond_by limit 1)`,
        proposalDue: sql`(select min(p.respond_by) ${openProposal})`.mapWith(proposals.respondBy),
        proposalAccepted: sql<boolean>`exists (select 1 from mediation_proposals p
          where p.case_id = picked.id and p.status = 'accepted')`,
        assigneeName: sql<string | null>`(select coalesce(u.username, split_part(u.email, '@', 1)) from users u
          where u.id = picked.mediator_id)`,
      })
      .from(picked)
      .orderBy(sql`${picked.dueAt} asc nulls last`, asc(picked.updatedAt), asc(picked.id));
    return sectionOf('cases', rows, (row) => {
      const { step, waitingOn, dueAt } = mediatorStepOf(row.case, {
        applicantVerified: row.applicantVerified,
        signed: row.signed === '' ? [] : (row.signed.split(',') as CaseParty[]),
        openProposal:
          row.proposalAuthor !== null && row.proposalDue !== null
            ? { author: row.proposalAuthor, respondBy: row.proposalDue }
            : null,
        proposalAccepted: row.proposalAccepted,
      });
      return {
        id: row.case.id,
        title: row.case.trackingNumber,
        detail: row.case.counterpartyName,
        step,
        waitingOn,
        assigneeName: row.assigneeName,
        since: row.case.updatedAt.toISOString(),
        dueAt: dueAt?.toISOString() ?? null,
        overdue: dueAt !== null && dueAt < now,
        link: `/cases/${row.case.id}`,
      };
    });
  },
};
