import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the security center: its heading (`id` ties the two), what it is for, then its content. */
export function SecurityCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {intro}
      </Text>
      {children}
    </Paper>
  );
}
