import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered section of a product's screen, named by its heading (`id` ties the two). `data-*` attributes (a test id,
 * a state) go on the section.
 */
export function Section({
  id,
  title,
  className,
  gap = 'sm',
  children,
  ...data
}: {
  id: string;
  title: ReactNode;
  className?: string;
  gap?: 'sm' | 'md';
  children: ReactNode;
  [attribute: `data-${string}`]: string | undefined;
}) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={id} className={className} {...data}>
      <Stack gap={gap}>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
