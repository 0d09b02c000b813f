import { Stack } from '@mantine/core';
import { ORDER_STATUSES, type OrderStatus, TRADING_VIEW_ROLES } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { tradingQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { OrdersTable } from './orders-table.tsx';
import { TradingFilters, userIdOf } from './trading-filters.tsx';

const PAGE_SIZE = 20;

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

export function TradingOrdersPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('trading.orders.title')} intro={t('trading.orders.intro')} />
      <RoleGate roles={TRADING_VIEW_ROLES} text={t('trading.noAccess')}>
        <Orders />
      </RoleGate>
    </Stack>
  );
}

function Orders() {
  const { t } = useAppTexts<ScreenTexts>();
  const { values, pageNum, setFilters } = useUrlFilters(['userId', 'symbol', 'status'] as const);
  const filters = {
    userId: userIdOf(values.userId),
    symbol: values.symbol || undefined,
    status: isStatus(values.status) ? values.status : undefined,
  };
  const query = useQuery(tradingQueries.orders({ ...filters, pageNum, pageSize: PAGE_SIZE }));
  const filtered = Object.values(filters).some((v) => v !== undefined);

  return (
    <>
      <TradingFilters
        values={values}
        status={{
          label: t('trading.filters.status'),
          options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`trading.statuses.${s}`) })),
        }}
        onChange={setFilters}
      />
      <PagedList
        query={query}
        emptyText={filtered ? t('shared.noMatches') : t('trading.orders.empty')}
        pageSize={PAGE_SIZE}
      >
        {(rows) => <OrdersTable rows={rows} />}
      </PagedList>
    </>
  );
}
