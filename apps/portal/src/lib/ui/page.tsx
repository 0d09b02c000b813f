import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../use-page-title.ts';

interface PageProps {
  title: string;
  intro?: ReactNode;
  /** Beside the title, e.g. a status badge or an action. */
  aside?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** A content page: the document title, one h1, an optional intro, the content. */
export function Page({ title, intro, aside, size = 'lg', children }: PageProps) {
  usePageTitle(title);
  return (
    <Container size={size} py={{ base: 'lg', sm: 40 }}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Title order={1}>{title}</Title>
        {aside}
      </div>
      {intro && (
        <Text c="dimmed" mt="xs" maw={760}>
          {intro}
        </Text>
      )}
      <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>{children}</div>
    </Container>
  );
}
