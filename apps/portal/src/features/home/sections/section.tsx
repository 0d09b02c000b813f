import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tinted?: boolean;
}

/** A landing-page section: an h2 that names the region, an optional intro, its content. */
export function Section({ id, title, intro, children, tinted }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" aria-labelledby={headingId} py={{ base: 40, sm: 64 }} bg={tinted ? 'gray.0' : undefined}>
      <Container size="lg">
        <Title order={2} id={headingId} mb={intro ? 'xs' : 'lg'}>
          {title}
        </Title>
        {intro && (
          <Text c="gray.7" mb="lg" maw={720}>
            {intro}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
