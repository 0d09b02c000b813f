// The case page's Conversation section (issue 15 §1): every message with who reads it, the mediator's write box with
// its audience, and the proposals the parties put, the accepted one marked as what the agreement is drafted from.
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type AdminCaseView,
  acceptedProposal,
  type CaseAuthor,
  type CaseMessageView,
  type CaseThreadView,
} from '@platform/contracts';
import { QueryState, ThreadMessage, ThreadMessages, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';
import { FileList } from '../../shared/files/file-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { caseThreadQuery } from './thread-api.ts';
import { ThreadMessageForm } from './thread-message-form.tsx';
import { ThreadProposals } from './thread-proposals.tsx';

const AUDIENCE_TONES: Record<CaseMessageView['audience'], Tone> = {
  all: 'gray',
  applicant: 'blue',
  respondent: 'grape',
};

export function useAuthorName() {
  const { t } = useAppTexts<ScreenTexts>();
  return (author: CaseAuthor, name: string | null) =>
    author === 'mediator'
      ? name
        ? t('cases.thread.author.mediator', { name })
        : t('cases.thread.author.mediatorUnnamed')
      : t(`cases.thread.author.${author}`);
}

/** The parties who have read a message meant for them. */
export function readers(message: Pick<CaseMessageView, 'id' | 'audience'>, readUpTo: CaseThreadView['readUpTo']) {
  return (['applicant', 'respondent'] as const).filter(
    (party) => (message.audience === 'all' || message.audience === party) && (readUpTo[party] ?? 0) >= message.id,
  );
}

export function ThreadSection({ found }: { found: AdminCaseView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const query = useQuery(caseThreadQuery(found.id));
  const shown = (thread: CaseThreadView) => (
    <Stack gap="md">
      <MessageList thread={thread} />
      {thread.open ? (
        <ThreadMessageForm caseId={found.id} />
      ) : (
        <Alert color="gray" variant="light" data-testid="thread-closed">
          {t('cases.thread.closed')}
        </Alert>
      )}
      <ThreadProposals
        proposals={thread.proposals}
        // Proposals are put while the case is in mediation (not once its agreement is drafted).
        propose={
          thread.open && found.status === 'in_mediation' && !acceptedProposal(thread.proposals)
            ? { caseId: found.id, currency: found.currency }
            : null
        }
      />
    </Stack>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="thread-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="thread-title">
          {t('cases.thread.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('cases.thread.intro')}
        </Text>
        {/* A failed refresh keeps the thread on screen (and what is being typed); only a first load shows its state. */}
        {query.data ? shown(query.data) : <QueryState query={query}>{shown}</QueryState>}
      </Stack>
    </Paper>
  );
}

export function MessageList({ thread }: { thread: Pick<CaseThreadView, 'messages' | 'readUpTo'> }) {
  const { t } = useAppTexts<ScreenTexts>();
  const { dateTime } = useDateFormat();
  const authorName = useAuthorName();
  if (thread.messages.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('cases.thread.empty')}
      </Text>
    );
  return (
    <ThreadMessages label={t('cases.thread.messages')}>
      {thread.messages.map((message, index) => {
        // Who has read as far as the newest message; earlier ones follow from it.
        const readBy = index === thread.messages.length - 1 ? readers(message, thread.readUpTo) : [];
        return (
          <ThreadMessage
            key={message.id}
            author={authorName(message.author, message.authorName)}
            sentAt={dateTime(message.createdAt)}
            body={message.body}
            bg={message.author === 'mediator' ? 'gray.0' : undefined}
            dateColor="dimmed"
            tag={
              <Group mt={4}>
                <ToneBadge tone={AUDIENCE_TONES[message.audience]}>
                  {t(`cases.thread.audiences.${message.audience}`)}
                </ToneBadge>
              </Group>
            }
          >
            {message.attachments.length > 0 && (
              <Stack gap={4} mt="xs">
                <FileList files={message.attachments} label={t('cases.thread.attachments')} />
              </Stack>
            )}
            {readBy.length > 0 && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('cases.thread.readBy', {
                  names: readBy.map((party) => t(`cases.thread.readers.${party}`)).join(', '),
                })}
              </Text>
            )}
          </ThreadMessage>
        );
      })}
    </ThreadMessages>
  );
}
