import { Anchor, Button, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Page } from '../../lib/ui/page.tsx';
import { aboutSectionsQuery } from './api.ts';
import { ABOUT } from './texts.ts';

const POINTS = ['what', 'not', 'paid'] as const;

/** `/about`: what the service is and is not, how it is paid for, and the published about-us sections. */
export function AboutPage() {
  const { t, i18n } = useTexts(ABOUT);
  const sections = useQuery(aboutSectionsQuery(i18n.language));
  return (
    <Page title={t('about.title')} intro={t('about.intro')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {POINTS.map((key) => (
          <Paper key={key} withBorder p="lg" radius="md" component="section" aria-labelledby={`about-${key}`}>
            <Title order={2} size="h4" id={`about-${key}`}>
              {t(`about.${key}Title`)}
            </Title>
            <Text size="sm" mt="xs">
              {t(`about.${key}`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Button component={Link} to="/plan" variant="light" mt="lg">
        {t('about.plans')}
      </Button>
      <Title order={2} size="h3" mt={40}>
        {t('about.sections')}
      </Title>
      <List mt="sm" spacing="xs">
        {(sections.data ?? []).map((section) => (
          <List.Item key={section.id}>
            <Anchor component={Link} to={`/aboutUs/${section.tag}`}>
              {section.title}
            </Anchor>
          </List.Item>
        ))}
        <List.Item>
          <Anchor component={Link} to="/aboutUs/certificates">
            {t('aboutUs.certificates')}
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/aboutUs/partners">
            {t('aboutUs.partners')}
          </Anchor>
        </List.Item>
      </List>
    </Page>
  );
}
