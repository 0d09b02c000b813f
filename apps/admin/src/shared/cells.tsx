import { Anchor, Button, Text } from '@mantine/core';
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

interface OpenRequestProps {
  waiting: boolean;
  onOpen(): void;
  children: ReactNode;
}

/** The button that opens a queue's request: filled while it waits for a decision (Review), plain once decided (View). */
export function OpenRequestButton({ waiting, onOpen, children }: OpenRequestProps) {
  return (
    <Button size="xs" variant={waiting ? 'filled' : 'default'} onClick={onOpen} style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Button>
  );
}

interface RowButtonProps {
  onClick(): void;
  /** The accessible name, saying which item it acts on ("Edit Booking ahead of results"). */
  label: string;
  /** Red, for an action that takes the item away (delete, disable). */
  danger?: boolean;
  /** Filled, for the step the item waits for (publish a draft). */
  filled?: boolean;
  children: ReactNode;
}

/** A small button acting on one row's item. */
export function RowButton({ onClick, label, danger, filled, children }: RowButtonProps) {
  return (
    <Button
      size="xs"
      variant={filled ? 'filled' : 'outline'}
      color={danger ? 'red.8' : undefined}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
