import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { Statistics } from '../../../lib/ui/statistics.tsx';
import { HOME } from '../texts.ts';
import { Section } from './section.tsx';

/** The invitation to apply, next to the service's real case counts. */
export function CallToApply() {
  const { t } = useTexts(HOME);
  return (
    <Section id="apply" title={t('apply.title')} tinted>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md" align="flex-start">
          <Text maw={520}>{t('apply.body')}</Text>
          <Button component={Link} to="/apply" size="md">
            {t('apply.button')}
          </Button>
        </Stack>
        <Statistics headingLevel={3} />
      </SimpleGrid>
    </Section>
  );
}
