import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of a product's list page, with what stands beside it (`aside`) and the intro under it. */
export function PageHeading({ title, aside, intro }: { title: string; aside?: ReactNode; intro?: string }) {
  return (
    <>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2">
          {title}
        </Title>
        {aside}
      </Group>
      {intro !== undefined ? (
        <Text size="sm" maw={760}>
          {intro}
        </Text>
      ) : null}
    </>
  );
}
