// One message of a mediation case's conversation as a list item: who wrote it and when, then its text, with what each
// reader's page adds (the audience, attachments, who has read it). The back office and the portal word and colour it.
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The conversation's ordered list, oldest first, named for assistive technology. */
export function ThreadMessages({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ol" aria-label={label} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

export interface ThreadMessageProps {
  author: ReactNode;
  /** When it was sent, as the reader's page formats it. */
  sentAt: string;
  body: string;
  /** The card's background (the reader's own, a caucus, the mediator's). */
  bg?: string;
  /** The date's colour. */
  dateColor: string;
  /** What stands between the header and the text (an audience badge, a caucus marker). */
  tag?: ReactNode;
  /** What follows the text (attachments, who has read it). */
  children?: ReactNode;
}

export function ThreadMessage({ author, sentAt, body, bg, dateColor, tag, children }: ThreadMessageProps) {
  return (
    <Paper component="li" withBorder p="sm" bg={bg} data-testid="thread-message">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" fw={700}>
          {author}
        </Text>
        <Text size="xs" c={dateColor}>
          {sentAt}
        </Text>
      </Group>
      {tag}
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {body}
      </Text>
      {children}
    </Paper>
  );
}
