import { Anchor, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { formatMoney, QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { publishedCasesQuery } from '../../../lib/published.ts';
import { ToneBadge } from '../../../lib/ui/tone-badge.tsx';
import { HOME } from '../texts.ts';
import { Section } from './section.tsx';

/** The newest published cases, settled or not, with their figures from the closed case. */
export function FeaturedCases() {
  const { t, i18n } = useTexts(HOME);
  const query = useQuery(publishedCasesQuery(i18n.language, 1, undefined, 2));
  return (
    <Section id="featured" title={t('featured.title')} intro={t('featured.intro')} tinted>
      <QueryState query={query} emptyText={t('featured.empty')} isEmpty={(d) => d.total === 0}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {data.rows.map((item) => (
              <Card key={item.id} withBorder radius="md" padding="lg" component="article">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={3} size="h4">
                    {item.title}
                  </Title>
                  <ToneBadge tone={item.outcome === 'settled' ? 'good' : 'neutral'} style={{ flexShrink: 0 }}>
                    {t(`featured.${item.outcome}`)}
                  </ToneBadge>
                </Group>
                <Text size="sm" mt="xs" lineClamp={3}>
                  {item.summary}
                </Text>
                <Text size="xs" c="dimmed" mt="sm">
                  {formatMoney(item.claimedAmount, item.claimedCurrency)} ·{' '}
                  {t('featured.days', { count: item.durationDays })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <Anchor component={Link} to="/case" mt="md" display="inline-block" fw={600}>
        {t('featured.all')}
      </Anchor>
    </Section>
  );
}
