// The case's messages as one party reads them: oldest first, who wrote each, the mediator's caucus marked, and whether
// the others have read the reader's own last message.
import { Text } from '@mantine/core';
import type { CaseAuthor, CaseMessageView, CaseParty, CaseThreadView, FileRefView } from '@platform/contracts';
import { ThreadMessage, ThreadMessages, useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { useFormat } from '../format.ts';
import { CASE_THREAD } from './texts.ts';

export interface MessageListProps {
  thread: Pick<CaseThreadView, 'messages' | 'readUpTo'>;
  viewer: CaseParty;
  /** How this party's page shows attachments (the respondent cannot open stored files). */
  renderFiles: (files: FileRefView[]) => ReactNode;
}

/** Who has read a message of the viewer's: the other party (not for a caucus message) and the mediator. */
export function readMarker(
  message: Pick<CaseMessageView, 'id' | 'audience'>,
  viewer: CaseParty,
  readUpTo: CaseThreadView['readUpTo'],
): 'both' | 'other' | 'mediator' | null {
  const other = viewer === 'applicant' ? 'respondent' : 'applicant';
  const byOther = message.audience === 'all' && (readUpTo[other] ?? 0) >= message.id;
  const byMediator = (readUpTo.mediator ?? 0) >= message.id;
  if (byOther && byMediator) return 'both';
  if (byOther) return 'other';
  return byMediator ? 'mediator' : null;
}

export function useAuthorName(viewer: CaseParty) {
  const { t } = useTexts(CASE_THREAD);
  return (author: CaseAuthor, name: string | null) => {
    if (author === viewer) return t('author.you');
    if (author === 'mediator') return name ? t('author.mediator', { name }) : t('author.mediatorUnnamed');
    return t(`author.${author}`);
  };
}

export function MessageList({ thread, viewer, renderFiles }: MessageListProps) {
  const { t } = useTexts(CASE_THREAD);
  const format = useFormat();
  const authorName = useAuthorName(viewer);
  const { messages } = thread;
  if (messages.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('empty')}
      </Text>
    );
  const lastOwn = [...messages].reverse().find((message) => message.author === viewer);
  const marker = lastOwn ? readMarker(lastOwn, viewer, thread.readUpTo) : null;
  return (
    <ThreadMessages label={t('messages')}>
      {messages.map((message) => {
        const own = message.author === viewer;
        const caucus = message.audience !== 'all';
        return (
          <ThreadMessage
            key={message.id}
            author={authorName(message.author, message.authorName)}
            sentAt={format.dateTime(message.createdAt)}
            body={message.body}
            bg={own ? 'blue.0' : caucus ? 'yellow.0' : undefined}
            dateColor="gray.7"
            tag={
              caucus && (
                <Text size="xs" fw={600} mt={4} data-testid="caucus-marker">
                  {t('caucus')}
                </Text>
              )
            }
          >
            {message.attachments.length > 0 && (
              <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
                <Text size="xs" c="gray.7" mb={2}>
                  {t('attachments')}
                </Text>
                {renderFiles(message.attachments)}
              </div>
            )}
            {message === lastOwn && marker && (
              <Text size="xs" c="gray.7" mt={4} data-testid="read-marker">
                {t(`read.${marker}`)}
              </Text>
            )}
          </ThreadMessage>
        );
      })}
    </ThreadMessages>
  );
}
