import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useAppTexts } from './texts.ts';

/** The page's one h1 (also its document title), a line saying what the page is for, and its main actions. */
export function PageHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  const { t } = useAppTexts();
  useDocumentTitle(`${title} · ${t('shared.appTitle')}`);
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
