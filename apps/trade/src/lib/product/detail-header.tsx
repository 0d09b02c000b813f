import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Simulated } from '../market/simulated.tsx';
import { BackLink } from './back-link.tsx';
import { InactiveBadge } from './inactive-badge.tsx';

/**
 * The head of a product's page (a robot, an institution): the way back, its name and what it trades, that it is
 * inactive (`inactive`, the words, when it is) and simulated, then its description when it has one.
 */
export function DetailHeader({
  back,
  title,
  subtitle,
  inactive,
  description,
}: {
  back: { to: string; label: string };
  title: string;
  subtitle: ReactNode;
  inactive?: string;
  description: string;
}) {
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        </Stack>
        <Group gap="xs">
          {inactive !== undefined ? <InactiveBadge>{inactive}</InactiveBadge> : null}
          <Simulated />
        </Group>
      </Group>
      {description ? <Text size="sm">{description}</Text> : null}
    </>
  );
}
