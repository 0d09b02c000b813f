import { Anchor, Button, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list row's title with its summary under it, as every published-item table shows them. */
export function TitleCell({ title, summary }: { title: string; summary?: string | null }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {summary ? (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {summary}
        </Text>
      ) : null}
    </>
  );
}

/** Where and how a reader checks a published claim (certificates, partners). */
export function VerifyCell({ url, how }: { url: string | null; how: string }) {
  return (
    <>
      {url ? (
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
          {url}
        </Anchor>
      ) : null}
      <Text size="xs" lineClamp={3}>
        {how}
      </Text>
    </>
  );
}

/**
 * A review queue row's first cell, so the action is never scrolled out of sight: the button that opens the request,
 * filled while it waits for a decision (Review), plain once decided (View).
 */
export function OpenRequestCell({
  waiting,
  onOpen,
  children,
}: {
  waiting: boolean;
  onOpen(): void;
  children: ReactNode;
}) {
  return (
    <Table.Td>
      <Button size="xs" variant={waiting ? 'filled' : 'default'} onClick={onOpen} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Button>
    </Table.Td>
  );
}
