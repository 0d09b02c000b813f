// The parties' settlement proposals as the mediator reads them; the accepted one is what the agreement is drafted from.
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProposalState, ProposalView } from '@platform/contracts';
import { formatMoney, toast, useDateFormat } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';

const STATUS_TONES: Record<ProposalState, Tone> = {
  open: 'blue',
  accepted: 'teal',
  rejected: 'red',
  countered: 'grape',
  withdrawn: 'gray',
  expired: 'gray',
};

export function ThreadProposals({ proposals }: { proposals: ProposalView[] }) {
  const { t } = useTranslation();
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
    </Stack>
  );
}

function ProposalCard({ proposal }: { proposal: ProposalView }) {
  const { t } = useTranslation();
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
        {proposal.answeredBy && proposal.answeredAt && (
          <Text size="xs" c="dimmed">
            {t('cases.thread.proposals.answered', {
              status,
              author: t(`cases.thread.proposals.authors.${proposal.answeredBy}`),
              at: dateTime(proposal.answeredAt),
            })}
          </Text>
        )}
        {proposal.answerNote && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('cases.thread.proposals.note', { note: proposal.answerNote })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The accepted proposal, set apart: the amount, currency and terms the agreement is drafted from. */
function AcceptedProposal({ proposal }: { proposal: ProposalView }) {
  const { t } = useTranslation();
  const amount = formatMoney(proposal.amount, proposal.currency);
  return (
    <Alert color="teal" variant="light" title={t('cases.thread.proposals.draftFrom')} data-testid="accepted-proposal">
      <Stack gap={6}>
        <Text size="sm">{t('cases.thread.proposals.draftHint')}</Text>
        <Text fw={700}>{amount}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {proposal.terms}
        </Text>
        <Group>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() =>
              void navigator.clipboard.writeText(proposal.terms).then(
                () => toast.success(t('cases.thread.proposals.copied')),
                // No clipboard (a plain-http page, a refused permission): the terms are on screen to select.
                () => undefined,
              )
            }
          >
            {t('cases.thread.proposals.copyTerms')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
