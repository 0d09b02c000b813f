import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format.ts';
import { newsListQuery } from '../../../lib/published.ts';
import { HOME } from '../texts.ts';
import { Section } from './section.tsx';

/** The three newest published news items. */
export function LatestNews() {
  const { t, i18n } = useTexts(HOME);
  const format = useFormat();
  const query = useQuery(newsListQuery(i18n.language, 1, 3));
  return (
    <Section id="latest" title={t('latest.title')}>
      <QueryState query={query} emptyText={t('latest.empty')} isEmpty={(d) => d.total === 0}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {data.rows.map((item) => (
              <Card key={item.id} withBorder radius="md" padding="lg" component="article">
                <Text size="xs" c="dimmed">
                  {format.date(item.publishedAt)}
                </Text>
                <Title order={3} size="h4" mt={4}>
                  <Anchor component={Link} to={`/news/detail/${item.id}`} c="inherit">
                    {item.title}
                  </Anchor>
                </Title>
                <Text size="sm" mt="xs" lineClamp={3}>
                  {item.summary}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <Anchor component={Link} to="/news" mt="md" display="inline-block" fw={600}>
        {t('latest.all')}
      </Anchor>
    </Section>
  );
}
