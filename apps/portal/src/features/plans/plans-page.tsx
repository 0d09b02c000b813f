import { Button, SimpleGrid } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { plansQuery } from '../../lib/published.ts';
import { Page } from '../../lib/ui/page.tsx';
import { PlanCard } from './plan-card.tsx';
import { PLANS } from './texts.ts';

/** `/plan`: the service plans with their published fees, if any. */
export function PlansPage() {
  const { t, i18n } = useTexts(PLANS);
  const query = useQuery(plansQuery(i18n.language));
  return (
    <Page title={t('title')} intro={t('intro')}>
      <QueryState query={query} emptyText={t('empty')} isEmpty={(d) => d.length === 0}>
        {(plans) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <Button component={Link} to="/apply" mt="xl">
        {t('apply')}
      </Button>
    </Page>
  );
}
