import { Anchor, SegmentedControl, Stack } from '@mantine/core';
import { ROBOT_STATUSES, type RobotStatus } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Simulated } from '../../lib/market/simulated.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { BackLink, MineList, PageHeading, usePageParam } from '../../lib/product/index.ts';
import { myRobotsQuery, ROBOTS_PAGE_SIZE } from './api.ts';
import { RobotCard } from './robot-card.tsx';
import { ROBOTS } from './texts.ts';

/** /robots/mine — the purchase history: every robot bought or rented, newest first, with its income and status. */
export function MinePage() {
  const { t } = useTexts(ROBOTS);
  usePageTitle(t('mine'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = (ROBOT_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as RobotStatus) : undefined;
  // Turning the page keeps the filter; changing the filter goes back to its first page.
  const [page, setPage] = usePageParam(status ? { status } : {});
  const robots = useQuery(myRobotsQuery(page, status));
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <BackLink to="/robots">{t('title')}</BackLink>
      <PageHeading title={t('mine')} aside={<Simulated />} />
      <SegmentedControl
        aria-label={t('history.filter')}
        value={status ?? 'all'}
        onChange={(value) => setParams(value === 'all' ? {} : { status: value }, { replace: true })}
        data={[
          { value: 'all', label: t('history.all') },
          ...ROBOT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState
        query={robots}
        isEmpty={(data) => data.rows.length === 0}
        emptyText={
          status !== undefined ? (
            t('history.emptyFiltered')
          ) : (
            <>
              {t('history.empty')}{' '}
              <Anchor component={Link} to="/robots" fw={600}>
                {t('history.browse')}
              </Anchor>
            </>
          )
        }
      >
        {(data) => (
          <MineList
            label={t('mine')}
            page={page}
            pageSize={ROBOTS_PAGE_SIZE}
            total={data.total}
            onPage={setPage}
            gap="md"
          >
            {data.rows.map((robot) => (
              <RobotCard key={robot.id} robot={robot} />
            ))}
          </MineList>
        )}
      </QueryState>
    </Stack>
  );
}
