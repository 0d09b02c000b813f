// One settlement proposal: what it offers, who put it, where it stands and by when; the other side's answers.
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { CaseParty, ProposalState, ProposalView } from '@platform/contracts';
import { THREAD_LIMITS } from '@platform/contracts';
import { confirm, formatMoney, toast, useShowError, useTexts } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormat } from '../format.ts';
import { type Tone, ToneBadge } from '../ui/tone-badge.tsx';
import { CASE_THREAD } from './texts.ts';

export type ProposalAnswer = 'accept' | 'reject';

export interface ProposalCardProps {
  proposal: ProposalView;
  viewer: CaseParty;
  /** Whether answers are possible now (the thread is open). */
  open: boolean;
  onAnswer: (proposalId: number, answer: ProposalAnswer, note?: string) => Promise<unknown>;
  onCounter: (proposal: ProposalView) => void;
  onRefused?: (error: unknown) => boolean;
}

const STATUS_TONE: Record<ProposalState, Tone> = {
  open: 'info',
  accepted: 'good',
  rejected: 'bad',
  countered: 'warn',
  withdrawn: 'neutral',
  expired: 'neutral',
};

/** The viewer may answer a proposal still open that someone else put, once (a mediator's waits on both parties). */
export const mayAnswer = (
  proposal: Pick<ProposalView, 'status' | 'author' | 'answers'>,
  viewer: CaseParty,
  open: boolean,
) =>
  open && proposal.status === 'open' && proposal.author !== viewer && !proposal.answers.some((a) => a.party === viewer);

export function ProposalCard({ proposal, viewer, open, onAnswer, onCounter, onRefused }: ProposalCardProps) {
  const { t } = useTexts(CASE_THREAD);
  const format = useFormat();
  const showError = useShowError();
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const noteField = useRef<HTMLTextAreaElement>(null);
  // The Reject button gives way to the note: the keyboard follows it there.
  useEffect(() => {
    if (rejecting) noteField.current?.focus();
  }, [rejecting]);
  const amount = formatMoney(proposal.amount, proposal.currency);
  const by = t(`proposals.by.${proposal.author === viewer ? 'you' : proposal.author}`);
  const answerable = mayAnswer(proposal, viewer, open);
  const status = t(`proposals.status.${proposal.status}`);
  // Accepting binds the party: they confirm it, reading the amount and terms they agree to.
  const askAccept = () =>
    confirm({
      title: t('proposals.confirmTitle'),
      content: (
        <Stack gap="xs">
          <Text size="sm">{t('proposals.confirmText', { amount })}</Text>
          <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {proposal.terms}
          </Text>
          {proposal.author === 'mediator' && <Text size="sm">{t('proposals.confirmBoth')}</Text>}
        </Stack>
      ),
      okLabel: t('proposals.confirmOk'),
      cancelLabel: t('proposals.cancel'),
      onOk: () => mutation.mutate({ answer: 'accept' }),
    });

  const mutation = useMutation({
    mutationFn: ({ answer, note }: { answer: ProposalAnswer; note?: string }) => onAnswer(proposal.id, answer, note),
    onSuccess: (_, { answer }) => {
      // The mediator's proposal waits for the other side's acceptance too, unless it has come already.
      const waitsForOther = proposal.author === 'mediator' && !proposal.answers.some((a) => a.answer === 'accepted');
      if (answer === 'accept') toast.success(t(waitsForOther ? 'proposals.acceptedOne' : 'proposals.accepted'));
      else toast.success(t('proposals.rejected'));
      setRejecting(false);
    },
    onError: (error) => {
      if (!onRefused?.(error)) showError(error);
    },
  });

  return (
    <Paper
      component="article"
      withBorder
      p="sm"
      aria-label={t('proposals.label', { amount, by })}
      data-testid="proposal"
      style={proposal.status === 'accepted' ? { borderColor: 'var(--mantine-color-teal-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} size="lg">
            {amount}
          </Text>
          <ToneBadge tone={STATUS_TONE[proposal.status]} style={{ textTransform: 'none' }}>
            {status}
          </ToneBadge>
        </Group>
        <Text size="xs" c="gray.7">
          {proposal.counterOf !== null && `${t('proposals.counterOf')} · `}
          {by} · {format.dateTime(proposal.createdAt)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {proposal.terms}
        </Text>
        {proposal.status === 'open' && (
          <Text size="sm" fw={500}>
            {answerable
              ? t('proposals.answerBy', { date: format.date(proposal.respondBy) })
              : t('proposals.waiting', { date: format.date(proposal.respondBy) })}
          </Text>
        )}
        {proposal.author === 'mediator' && <PartyAnswers proposal={proposal} viewer={viewer} />}
        {proposal.answeredAt && (
          <Text size="xs" c="gray.7">
            {t('proposals.answered', { status, date: format.date(proposal.answeredAt) })}
          </Text>
        )}
        {proposal.answerNote && proposal.author !== 'mediator' && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('proposals.note', { note: proposal.answerNote })}
          </Text>
        )}
        {answerable && !rejecting && (
          <Group gap="xs" mt={4}>
            <Button
              size="sm"
              // Teal 9: white on Mantine's default teal is below 4.5:1.
              color="teal.9"
              loading={mutation.isPending && mutation.variables?.answer === 'accept'}
              disabled={mutation.isPending}
              onClick={askAccept}
            >
              {t('proposals.accept')}
            </Button>
            <Button size="sm" variant="default" onClick={() => setRejecting(true)} disabled={mutation.isPending}>
              {t('proposals.reject')}
            </Button>
            <Button size="sm" variant="light" onClick={() => onCounter(proposal)} disabled={mutation.isPending}>
              {t('proposals.counter')}
            </Button>
          </Group>
        )}
        {answerable && rejecting && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              mutation.mutate({ answer: 'reject', note: note.trim() || undefined });
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('proposals.rejectNote')}
                maxLength={THREAD_LIMITS.noteMax}
                autosize
                minRows={2}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                ref={noteField}
              />
              <Group gap="xs">
                <Button type="submit" size="sm" color="red" loading={mutation.isPending}>
                  {t('proposals.rejectConfirm')}
                </Button>
                <Button size="sm" variant="default" onClick={() => setRejecting(false)}>
                  {t('proposals.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

/** Each party's own answer to the mediator's proposal (it is accepted only when both accept it). */
function PartyAnswers({ proposal, viewer }: { proposal: ProposalView; viewer: CaseParty }) {
  const { t } = useTexts(CASE_THREAD);
  const format = useFormat();
  return (
    <Stack component="ul" gap={2} m={0} pl="md" aria-label={t('proposals.answersLabel')}>
      {(['applicant', 'respondent'] as const).map((party) => {
        const given = proposal.answers.find((a) => a.party === party);
        const who = t(`proposals.party.${party === viewer ? 'you' : 'other'}`);
        return (
          <Text component="li" size="sm" key={party} style={{ overflowWrap: 'anywhere' }}>
            {given
              ? t('proposals.partyAnswer', {
                  party: who,
                  answer: t(`proposals.answers.${given.answer}`),
                  date: format.date(given.answeredAt),
                })
              : t('proposals.partyPending', { party: who })}
            {given?.note ? ` ${t('proposals.note', { note: given.note })}` : ''}
          </Text>
        );
      })}
    </Stack>
  );
}
