import { Stack } from '@mantine/core';
import { POSITION_STATES, type PositionState, TRADING_VIEW_ROLES } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Simulated } from '../../shared/market/market-badges.tsx';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { tradingQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { PositionsTable } from './positions-table.tsx';
import { TradingFilters, userIdOf } from './trading-filters.tsx';

const PAGE_SIZE = 20;

const isState = (value: string): value is PositionState => (POSITION_STATES as readonly string[]).includes(value);

export function TradingPositionsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('trading.positions.title')} intro={t('trading.positions.intro')} actions={<Simulated />} />
      <RoleGate roles={TRADING_VIEW_ROLES} text={t('trading.noAccess')}>
        <Positions />
      </RoleGate>
    </Stack>
  );
}

function Positions() {
  const { t } = useAppTexts<ScreenTexts>();
  const { values: url, pageNum, setFilters } = useUrlFilters(['userId', 'symbol', 'state'] as const);
  const filters = {
    userId: userIdOf(url.userId),
    symbol: url.symbol || undefined,
    state: isState(url.state) ? url.state : undefined,
  };
  const query = useQuery(tradingQueries.positions({ ...filters, pageNum, pageSize: PAGE_SIZE }));
  const filtered = Object.values(filters).some((v) => v !== undefined);

  return (
    <>
      <TradingFilters
        values={{ userId: url.userId, symbol: url.symbol, status: url.state }}
        status={{
          label: t('trading.filters.state'),
          options: POSITION_STATES.map((s) => ({ value: s, label: t(`trading.states.${s}`) })),
        }}
        onChange={({ status, ...rest }) => setFilters(status === undefined ? rest : { ...rest, state: status })}
      />
      <PagedList
        query={query}
        emptyText={filtered ? t('shared.noMatches') : t('trading.positions.empty')}
        pageSize={PAGE_SIZE}
      >
        {(rows) => <PositionsTable rows={rows} />}
      </PagedList>
    </>
  );
}
