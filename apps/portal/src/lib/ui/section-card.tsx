import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered part of a page named by its h2 (`id` ties the two for assistive technology). */
export function SectionCard({
  id,
  title,
  component = 'section',
  children,
}: {
  id: string;
  title: string;
  component?: 'section' | 'nav';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component={component} aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
