import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { LoadingState, useTexts } from '@platform/ui';
import { type ComponentType, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { AccountSummary } from '../../lib/trading/account-summary.tsx';
import { useTradingNews } from '../../lib/trading/use-trading-news.ts';
import { ClosedTab } from './closed-tab.tsx';
import { EntrustedTab } from './entrusted-tab.tsx';
import { HoldingsTab } from './holdings-tab.tsx';
import classes from './records.module.css';
import { RECORDS } from './records-texts.ts';

const TABS = ['holdings', 'closed', 'entrusted', 'follow'] as const;
type Tab = (typeof TABS)[number];

type TabProps = { page: number; onPage: (page: number) => void };

/** Tabs another feature provides (the app composes them in): follow investments is institution follow's list. */
export interface RecordsTabs {
  Follow: ComponentType<TabProps>;
}

/** /records — the trading center: the account's figures and the four records of the spec. */
export function RecordsPage({ tabs }: { tabs: RecordsTabs }) {
  useTradingNews();
  const { t } = useTexts(RECORDS);
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'holdings';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) => setParams(next > 1 ? { tab, page: String(next) } : { tab }, { replace: true });

  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button component={Link} to="/markets" size="sm" variant="light">
          {t('newOrder')}
        </Button>
      </Group>
      <AccountSummary />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'holdings' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
        variant="pills"
      >
        <Tabs.List aria-label={t('tabs.label')} className={classes.tabs}>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} px="xs" style={{ justifyContent: 'center' }}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Stack mt="md">
          <Tabs.Panel value="holdings">
            <HoldingsTab page={page} onPage={setPage} />
          </Tabs.Panel>
          <Tabs.Panel value="closed">
            <ClosedTab page={page} onPage={setPage} />
          </Tabs.Panel>
          <Tabs.Panel value="entrusted">
            <EntrustedTab page={page} onPage={setPage} />
          </Tabs.Panel>
          <Tabs.Panel value="follow">
            <Suspense fallback={<LoadingState />}>
              <tabs.Follow page={page} onPage={setPage} />
            </Suspense>
          </Tabs.Panel>
        </Stack>
      </Tabs>
      <Paper p="sm" radius="md" bg="transparent">
        <Text size="xs" c="dimmed">
          {t('newOrderHint')}
        </Text>
      </Paper>
    </Stack>
  );
}
