import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { HOME } from '../texts.ts';
import { Section } from './section.tsx';

const PROMISES = ['noUpfront', 'noGuarantee', 'noPayment'] as const;

export function Promises() {
  const { t } = useTexts(HOME);
  return (
    <Section id="promises" title={t('promises.title')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {PROMISES.map((key) => (
          <Paper key={key} withBorder p="lg" radius="md" style={{ borderTop: '4px solid var(--mantine-color-teal-8)' }}>
            <Title order={3} size="h4" mb="xs">
              {t(`promises.${key}.title`)}
            </Title>
            <Text size="sm">{t(`promises.${key}.body`)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}
