// The settlement proposals as the mediator reads them, and the mediator's own to both parties; the accepted one is
// what the agreement is drafted from.
import { Alert, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProposalState, ProposalView } from '@platform/contracts';
import { formatMoney, useDateFormat } from '@platform/ui';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { ThreadProposalForm } from './thread-proposal-form.tsx';

const STATUS_TONES: Record<ProposalState, Tone> = {
  open: 'blue',
  accepted: 'teal',
  rejected: 'red',
  countered: 'grape',
  withdrawn: 'gray',
  expired: 'gray',
};

export interface ThreadProposalsProps {
  proposals: ProposalView[];
  /** Where the mediator may put a proposal now (the case is in mediation with both parties), and in what currency. */
  propose: { caseId: number; currency: string } | null;
}

export function ThreadProposals({ proposals, propose }: ThreadProposalsProps) {
  const { t } = useAppTexts<ScreenTexts>();
  // Newest first; the accepted one above them all.
  const newestFirst = [...proposals].reverse();
  const accepted = newestFirst.find((proposal) => proposal.status === 'accepted');
  return (
    <Stack gap="sm" component="section" aria-labelledby="thread-proposals-title">
      <Title order={3} size="h5" id="thread-proposals-title">
        {t('cases.thread.proposals.title')}
      </Title>
      {accepted && <AcceptedProposal proposal={accepted} />}
      {newestFirst.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cases.thread.proposals.empty')}
        </Text>
      ) : (
        <Stack
          component="ul"
          aria-label={t('cases.thread.proposals.list')}
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {newestFirst.map((proposal) => (
            <li key={proposal.id}>
              <ProposalCard proposal={proposal} />
            </li>
          ))}
        </Stack>
      )}
      {propose && <ThreadProposalForm caseId={propose.caseId} currency={propose.currency} />}
    </Stack>
  );
}

function ProposalCard({ proposal }: { proposal: ProposalView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const { dateTime } = useDateFormat();
  const amount = formatMoney(proposal.amount, proposal.currency);
  const author = t(`cases.thread.proposals.authors.${proposal.author}`);
  const status = t(`cases.thread.proposals.status.${proposal.status}`);
  return (
    <Paper
      component="article"
      withBorder
      p="sm"
      aria-label={t('cases.thread.proposals.label', { amount, author })}
      data-testid="proposal"
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{amount}</Text>
          <ToneBadge tone={STATUS_TONES[proposal.status]}>{status}</ToneBadge>
        </Group>
        <Text size="xs" c="dimmed">
          {proposal.counterOf !== null && `${t('cases.thread.proposals.counterOf')} · `}
          {t('cases.thread.proposals.by', { author, at: dateTime(proposal.createdAt) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {proposal.terms}
        </Text>
        {proposal.status === 'open' && (
          <Text size="sm">{t('cases.thread.proposals.respondBy', { at: dateTime(proposal.respondBy) })}</Text>
        )}
        {proposal.author !== 'mediator' && proposal.answeredBy && proposal.answeredAt && (
          <Text size="xs" c="dimmed">
            {t('cases.thread.proposals.answered', {
              status,
              author: t(`cases.thread.proposals.authors.${proposal.answeredBy}`),
              at: dateTime(proposal.answeredAt),
            })}
          </Text>
        )}
        {proposal.author === 'mediator' ? (
          <PartyAnswers proposal={proposal} />
        ) : (
          proposal.answerNote && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {t('cases.thread.proposals.note', { note: proposal.answerNote })}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}

/** Each party's answer to the mediator's proposal, or that it is still awaited. */
function PartyAnswers({ proposal }: { proposal: ProposalView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const { dateTime } = useDateFormat();
  return (
    <List size="sm" spacing={2} aria-label={t('cases.thread.proposals.partyAnswers')}>
      {(['applicant', 'respondent'] as const).map((party) => {
        const given = proposal.answers.find((a) => a.party === party);
        const who = t(`cases.thread.author.${party}`);
        return (
          <List.Item key={party}>
            {given
              ? t('cases.thread.proposals.partyAnswer', {
                  party: who,
                  answer: t(`cases.thread.proposals.answers.${given.answer}`),
                  at: dateTime(given.answeredAt),
                })
              : t('cases.thread.proposals.partyPending', { party: who })}
            {given?.note ? ` ${t('cases.thread.proposals.note', { note: given.note })}` : ''}
          </List.Item>
        );
      })}
    </List>
  );
}

/** The accepted proposal, set apart: the amount, currency and terms the agreement is drafted from. */
function AcceptedProposal({ proposal }: { proposal: ProposalView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const amount = formatMoney(proposal.amount, proposal.currency);
  return (
    // A standing note, not news: it is no live alert.
    <Alert
      // Gray: Mantine's light teal title is below 4.5:1 on its background.
      color="gray"
      variant="light"
      role="note"
      title={t('cases.thread.proposals.draftFrom')}
      data-testid="accepted-proposal"
    >
      <Stack gap={6}>
        <Text size="sm">{t('cases.thread.proposals.draftHint')}</Text>
        <Text fw={700}>{amount}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {proposal.terms}
        </Text>
      </Stack>
    </Alert>
  );
}
