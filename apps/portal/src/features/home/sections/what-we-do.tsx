import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { HOME } from '../texts.ts';
import { Section } from './section.tsx';

const POINTS = ['neutral', 'records', 'agreement'] as const;

export function WhatWeDo() {
  const { t } = useTexts(HOME);
  return (
    <Section id="what" title={t('what.title')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {POINTS.map((key) => (
          <Paper key={key} withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="xs">
              {t(`what.${key}.title`)}
            </Title>
            <Text size="sm">{t(`what.${key}.body`)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}
