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
    <SectionFrame labelledBy={id} className={className} {...data}>
      <Stack gap={gap}>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </SectionFrame>
  );
}

/**
 * The bordered frame of a section named by its heading (`labelledBy`, the heading's id): the product kit's Section
 * and the figure cards (an account, a ticket, a statement) that lay their heading out themselves.
 */
export function SectionFrame({
  labelledBy,
  className,
  children,
  ...attributes
}: {
  labelledBy: string;
  className?: string;
  children: ReactNode;
  [attribute: `data-${string}` | `aria-${string}`]: string | boolean | undefined;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby={labelledBy}
      className={className}
      {...attributes}
    >
      {children}
    </Paper>
  );
}
