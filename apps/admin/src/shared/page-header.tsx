import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page's one h1, a line saying what the page is for, and its main actions. */
export function PageHeader({ title, intro, actions }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro ? (
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        ) : null}
      </Stack>
      {actions}
    </Group>
  );
}
