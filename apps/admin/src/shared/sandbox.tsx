// The sandbox's controls where operators work (issue 32 §5): whether this server is a sandbox (asked once, fixed for
// its life), and the one card every control sits in, marked as the sandbox's so no one takes it for real work.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { adminApi } from '@platform/contracts';
import { WARNING_TEXT } from '@platform/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { api } from './api.ts';
import { useAppTexts } from './texts.ts';

export const sandboxQuery = () =>
  queryOptions({
    queryKey: ['admin', 'sandbox'],
    queryFn: ({ signal }) => api.call(adminApi.sandbox, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Whether the server is a sandbox; asked only when `enabled` (the operator has a control to show). */
export function useIsSandbox(enabled = true) {
  return useQuery({ ...sandboxQuery(), enabled }).data?.sandbox === true;
}

interface SandboxCardProps {
  title: string;
  intro: ReactNode;
  /** A smaller card, for one among several (a follow order's, in a list). */
  compact?: boolean;
  children: ReactNode;
}

/** A sandbox control's card: dashed, badged "Sandbox", its title, what it does, and its controls. */
export function SandboxCard({ title, intro, compact, children }: SandboxCardProps) {
  const { t } = useAppTexts();
  const titleId = useId();
  return (
    <Paper
      withBorder
      p={compact ? 'sm' : 'md'}
      radius="md"
      component="section"
      aria-labelledby={titleId}
      style={{ borderStyle: 'dashed', borderColor: WARNING_TEXT }}
    >
      <Stack gap={compact ? 4 : 'sm'}>
        <Group gap="xs">
          <Badge variant="outline" color={WARNING_TEXT} tt="none">
            {t('resource.sandbox')}
          </Badge>
          <Title order={2} size={compact ? 'h5' : 'h4'} id={titleId}>
            {title}
          </Title>
        </Group>
        {typeof intro === 'string' ? (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        ) : (
          intro
        )}
        {children}
      </Stack>
    </Paper>
  );
}
