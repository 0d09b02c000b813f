// The case's conversation and settlement proposals for one party. The page wires its own requests (the applicant's
// session, the respondent's link) and passes them in; this shows the thread and its forms.
import { Alert, Button, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { Client } from '@platform/client';
import {
  acceptedProposal,
  type CaseParty,
  type CaseState,
  type CaseThreadView,
  FINAL_CASE_STATES,
  type FileRefView,
  type ProposalView,
  type RespondentState,
} from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { MessageForm } from './message-form.tsx';
import { MessageList } from './message-list.tsx';
import { type ProposalAnswer, ProposalCard } from './proposal-card.tsx';
import { ProposalForm, type ProposalInput, type ProposalValues } from './proposal-form.tsx';
import { CASE_THREAD } from './texts.ts';

export interface ThreadActions {
  send: (body: string, attachments: string[]) => Promise<unknown>;
  propose: (values: ProposalInput) => Promise<unknown>;
  answer: (proposalId: number, answer: ProposalAnswer, note?: string) => Promise<unknown>;
  /** A refusal the page handles itself (the respondent's link ended); true when handled. */
  refused?: (error: unknown) => boolean;
}

export interface CaseThreadProps {
  thread: CaseThreadView;
  viewer: CaseParty;
  actions: ThreadActions;
  /** Whether this party may attach files. */
  uploads: boolean;
  /** Where files are uploaded, when not as the signed-in user (the respondent's link). */
  uploadClient?: Pick<Client, 'upload'>;
  renderFiles: (files: FileRefView[]) => ReactNode;
  /** Why writing is not possible, when the thread is closed. */
  closedReason: 'waiting' | 'ended';
  /** The currency a new proposal starts in (the claim's). */
  currency: string;
  headingOrder?: TitleOrder;
}

export function CaseThread({ headingOrder = 2, ...props }: CaseThreadProps) {
  const { t } = useTexts(CASE_THREAD);
  const conversationId = useId();
  const proposalsId = useId();
  const { thread, viewer, actions } = props;
  const sub = Math.min(headingOrder + 1, 6) as TitleOrder;
  return (
    <Stack gap="lg">
      <section aria-labelledby={conversationId}>
        <Title order={headingOrder} size="h4" id={conversationId} mb={4}>
          {t('title')}
        </Title>
        <Text size="sm" c="gray.7" mb="sm">
          {t('intro')}
        </Text>
        <Stack gap="md">
          {!thread.open && (
            <Alert color="gray" variant="light" data-testid="thread-closed">
              {t(`closed.${props.closedReason}`)}
            </Alert>
          )}
          <MessageList thread={thread} viewer={viewer} renderFiles={props.renderFiles} />
          {thread.open && (
            <MessageForm
              onSend={actions.send}
              uploads={props.uploads}
              uploadClient={props.uploadClient}
              onRefused={actions.refused}
            />
          )}
        </Stack>
      </section>
      <section aria-labelledby={proposalsId}>
        <Title order={sub} size="h5" id={proposalsId} mb={4}>
          {t('proposals.title')}
        </Title>
        <Text size="sm" c="gray.7" mb="sm">
          {t('proposals.intro')}
        </Text>
        <Proposals {...props} />
      </section>
    </Stack>
  );
}

function Proposals({ thread, viewer, actions, currency }: CaseThreadProps) {
  const { t } = useTexts(CASE_THREAD);
  // The form, when shown: a new proposal, or a counter to one of the other side's.
  const [draft, setDraft] = useState<ProposalValues | null>(null);
  const proposeButton = useRef<HTMLButtonElement>(null);
  const closedForm = useRef(false);
  // When the form closes (sent or cancelled) the keyboard comes back to the button that opens it.
  useEffect(() => {
    if (draft === null && closedForm.current) proposeButton.current?.focus();
    closedForm.current = false;
  }, [draft]);
  const counter = (proposal: ProposalView) =>
    setDraft({ amount: proposal.amount, currency: proposal.currency, terms: proposal.terms, counterOf: proposal.id });
  // Newest first: the one to answer is on top.
  const proposals = [...thread.proposals].reverse();
  return (
    <Stack gap="sm">
      {proposals.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('proposals.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" aria-label={t('proposals.list')} m={0} p={0} style={{ listStyle: 'none' }}>
          {proposals.map((proposal) => (
            <li key={proposal.id}>
              <ProposalCard
                proposal={proposal}
                viewer={viewer}
                open={thread.open}
                onAnswer={actions.answer}
                onCounter={counter}
                onRefused={actions.refused}
              />
            </li>
          ))}
        </Stack>
      )}
      {thread.open && acceptedProposal(thread.proposals) ? (
        <Text size="sm">{t('proposals.settled')}</Text>
      ) : (
        thread.open &&
        (draft ? (
          <Paper withBorder p="sm">
            <ProposalForm
              key={draft.counterOf ?? 'new'}
              initial={draft}
              onPropose={actions.propose}
              onDone={() => {
                closedForm.current = true;
                setDraft(null);
              }}
              onRefused={actions.refused}
            />
          </Paper>
        ) : (
          <Button
            ref={proposeButton}
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setDraft({ amount: '', currency, terms: '' })}
          >
            {t('propose.open')}
          </Button>
        ))
      )}
    </Stack>
  );
}

/** Why a closed thread is closed: the respondent has not joined an open case yet, or the case has left mediation. */
export const closedReason = (status: CaseState, respondentState: RespondentState): 'waiting' | 'ended' =>
  FINAL_CASE_STATES.includes(status) || respondentState === 'taking_part' ? 'ended' : 'waiting';
