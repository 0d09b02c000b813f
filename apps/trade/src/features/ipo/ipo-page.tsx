import { SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IPO_VIEWS, type IpoView } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Pager } from '../../lib/money/pager.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { MineList, usePageParam } from '../../lib/product/index.ts';
import { IPO_PAGE_SIZE, purchasableQuery, subscriptionsQuery, useIpoNews } from './api.ts';
import { OfferingCard } from './offering-card.tsx';
import { SubscriptionCard } from './subscription-card.tsx';
import { IPO } from './texts.ts';
import { useNow } from './time-left.tsx';

const listStyle = { listStyle: 'none' } as const;

function Purchasable({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTexts(IPO);
  const offerings = useQuery(purchasableQuery(page));
  const now = useNow();
  return (
    <QueryState query={offerings} isEmpty={(data) => data.total === 0} emptyText={t('empty.purchasable')}>
      {(data) => (
        <Stack gap="sm">
          <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="sm" p={0} m={0} style={listStyle}>
            {data.rows.map((offering) => (
              <OfferingCard key={offering.id} offering={offering} now={now} />
            ))}
          </SimpleGrid>
          <Pager page={page} pageSize={IPO_PAGE_SIZE} total={data.total} onChange={onPage} />
        </Stack>
      )}
    </QueryState>
  );
}

function Subscriptions({
  view,
  page,
  onPage,
}: {
  view: 'subscribed' | 'mine';
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTexts(IPO);
  const subscriptions = useQuery(subscriptionsQuery(view, page));
  return (
    <QueryState query={subscriptions} isEmpty={(data) => data.total === 0} emptyText={t(`empty.${view}`)}>
      {(data) => (
        <MineList page={page} pageSize={IPO_PAGE_SIZE} total={data.total} onPage={onPage}>
          {data.rows.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} />
          ))}
        </MineList>
      )}
    </QueryState>
  );
}

/** /ipo — the spec's three views as tabs kept in the address (?view=purchasable|subscribed|mine). */
export function IpoPage() {
  const { t } = useTexts(IPO);
  usePageTitle(t('title'));
  useIpoNews();
  const [params, setParams] = useSearchParams();
  const asked = params.get('view') ?? '';
  const view: IpoView = (IPO_VIEWS as readonly string[]).includes(asked) ? (asked as IpoView) : 'purchasable';
  const [page, setPage] = usePageParam({ view });
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text size="sm">{t('intro')}</Text>
      <Tabs
        value={view}
        onChange={(value) => setParams(value && value !== 'purchasable' ? { view: value } : {}, { replace: true })}
        keepMounted={false}
        variant="pills"
      >
        <Tabs.List aria-label={t('views.label')} grow>
          {IPO_VIEWS.map((value) => (
            <Tabs.Tab key={value} value={value} px="xs">
              {t(`views.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Stack mt="md">
          <Tabs.Panel value="purchasable">
            <Purchasable page={page} onPage={setPage} />
          </Tabs.Panel>
          <Tabs.Panel value="subscribed">
            <Subscriptions view="subscribed" page={page} onPage={setPage} />
          </Tabs.Panel>
          <Tabs.Panel value="mine">
            <Subscriptions view="mine" page={page} onPage={setPage} />
          </Tabs.Panel>
        </Stack>
      </Tabs>
    </Stack>
  );
}
