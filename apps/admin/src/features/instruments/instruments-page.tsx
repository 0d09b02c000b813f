import { Stack } from '@mantine/core';
import type { InstrumentsQuery } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Simulated } from '../../shared/market/market-badges.tsx';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { nonEmpty, useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { instrumentQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { InstrumentFilters } from './instrument-filters.tsx';
import { InstrumentsTable } from './instruments-table.tsx';

const PAGE_SIZE = 25;

export function InstrumentsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const { values, pageNum, setFilters } = useUrlFilters(['q', 'class', 'exchange'] as const);
  const filters = nonEmpty({ q: values.q, class: values.class, exchange: values.exchange }) as InstrumentsQuery;
  const query = useQuery(instrumentQueries.list({ ...filters, pageNum, pageSize: PAGE_SIZE }));
  const filtered = Object.keys(filters).length > 0;

  return (
    <Stack>
      <PageHeader title={t('instruments.title')} intro={t('instruments.intro')} actions={<Simulated />} />
      <InstrumentFilters q={values.q} instrumentClass={values.class} exchange={values.exchange} onChange={setFilters} />
      <PagedList query={query} emptyText={filtered ? t('shared.noMatches') : undefined} pageSize={PAGE_SIZE}>
        {(rows) => <InstrumentsTable rows={rows} />}
      </PagedList>
    </Stack>
  );
}
