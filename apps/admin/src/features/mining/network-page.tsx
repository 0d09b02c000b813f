import { Anchor, Stack } from '@mantine/core';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminOnlyPage, ScreenHeader } from '../../shared/admin-only-page.tsx';
import { PaginationBar } from '../../shared/pagination-bar.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { miningQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { NetworkView } from './network-view.tsx';

const PAGE_SIZE = 20;

function Network() {
  const { t } = useAppTexts<ScreenTexts>();
  const { pageNum, setPage } = useUrlFilters([] as const);
  const query = useQuery(miningQueries.network({ page: pageNum, size: PAGE_SIZE }));
  return (
    <Stack>
      <ScreenHeader texts="mining.network" />
      <Anchor component={Link} to="/mining/products" size="sm">
        {t('mining.products.title')}
      </Anchor>
      <QueryState query={query}>
        {(network) => (
          <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <NetworkView network={network} />
            <PaginationBar total={network.total} pageNum={pageNum} pageSize={PAGE_SIZE} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** The simulated mining network as operators see it (admins only: the server refuses anyone else). */
export function MiningNetworkPage() {
  return (
    <AdminOnlyPage texts="mining.network" notAllowed="mining.products.notAllowed">
      <Network />
    </AdminOnlyPage>
  );
}
