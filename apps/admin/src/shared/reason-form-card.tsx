import { Group, Paper, Stack, type TextareaProps, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { ReasonField } from './reason-field.tsx';

interface ReasonFormCardProps {
  /** The heading's id: the heading names the form. */
  id: string;
  title: string;
  /** The heading's level: 2 for a section of the page, 3 (the default) for one inside a section or dialog. */
  level?: 2 | 3;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The reason field's input props (`form.getInputProps('reason')`). */
  reason: Omit<TextareaProps, 'label'>;
  /** The submit button. */
  action: ReactNode;
  children: ReactNode;
}

/** A bordered card holding one audited change: its heading, its fields, the reason the audit log needs, and its button. */
export function ReasonFormCard({ id, title, level = 3, onSubmit, reason, action, children }: ReasonFormCardProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={onSubmit} noValidate aria-labelledby={id}>
        <Stack gap="sm">
          <Title order={level} size={level === 2 ? 'h4' : 'h5'} id={id}>
            {title}
          </Title>
          {children}
          <ReasonField {...reason} />
          <Group justify="flex-end">{action}</Group>
        </Stack>
      </form>
    </Paper>
  );
}
