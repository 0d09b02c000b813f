// Each party's own answer to a mediator's proposal: put to both parties, it is accepted only when both accept it.
import type { CaseParty, ProposalAnswerState } from '@platform/contracts';
import { integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { mediationProposals } from './parties.ts';

export const mediationProposalAnswers = pgTable(
  'mediation_proposal_answers',
  {
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => mediationProposals.id, { onDelete: 'cascade' }),
    party: varchar('party', { length: 12 }).notNull().$type<CaseParty>(),
    answer: varchar('answer', { length: 12 }).notNull().$type<ProposalAnswerState>(),
    note: text('note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One answer per party: a second one is refused, and twenty at once record one.
  (t) => [primaryKey({ columns: [t.proposalId, t.party] })],
);
export type MediationProposalAnswerRow = typeof mediationProposalAnswers.$inferSelect;
