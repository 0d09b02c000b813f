import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { formatMoney, QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { plansQuery } from '../../../lib/published.ts';
import { HOME } from '../texts.ts';
import { Section } from './section.tsx';

/** Each plan by name with its published fee in figures. */
export function PlansSummary() {
  const { t, i18n } = useTexts(HOME);
  const query = useQuery(plansQuery(i18n.language));
  return (
    <Section id="plans" title={t('plans.title')} intro={t('plans.intro')}>
      <QueryState query={query} emptyText={t('plans.empty')} isEmpty={(d) => d.length === 0}>
        {(plans) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {plans.map((plan) => (
              <Card key={plan.id} withBorder radius="md" padding="lg" component="article">
                <Title order={3} size="h4">
                  {plan.name}
                </Title>
                <Text size="sm" mt="xs">
                  {plan.summary}
                </Text>
                <Text fw={700} mt="sm">
                  {plan.feeKind === 'percent_of_settlement'
                    ? t('plans.percent', { percent: plan.feePercent })
                    : plan.feeKind === 'fixed_on_settlement'
                      ? formatMoney(plan.feeAmount, plan.feeCurrency)
                      : t('plans.noFee')}
                </Text>
                <Text size="xs" c="dimmed">
                  {plan.feeNote}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <Anchor component={Link} to="/plan" mt="md" display="inline-block" fw={600}>
        {t('plans.all')}
      </Anchor>
    </Section>
  );
}
