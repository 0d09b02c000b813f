import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { hostOf, OFFICIAL_ROUTES } from '../../../lib/official-routes.ts';
import { HOME } from '../texts.ts';
import { Section } from './section.tsx';

/** Plain links to the official bodies' own sites, each with its address in view so the visitor sees where it goes. */
export function ReportFraud() {
  const { t } = useTexts(HOME);
  return (
    <Section id="report" title={t('report.title')} intro={t('report.intro')}>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {OFFICIAL_ROUTES.map(({ key, url }) => (
          <Paper component="li" key={key} withBorder p="md" radius="md">
            <Text size="xs" tt="uppercase" fw={600} c="gray.7">
              {t(`report.${key}.region`)}
            </Text>
            <Anchor href={url} rel="noreferrer" fw={600} mt={4} display="block">
              {t(`report.${key}.name`)}
            </Anchor>
            <Text size="sm" mt={4}>
              {t(`report.${key}.what`)}
            </Text>
            <Text size="xs" c="gray.7" mt={6} ff="monospace">
              {hostOf(url)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}
