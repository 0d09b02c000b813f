import { Anchor, Group, Stack, Text } from '@mantine/core';
import { EmptyState, QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { AuditHistory } from '../../shared/audit/audit-history.tsx';
import { MarketStatusBadge, Simulated } from '../../shared/market/market-badges.tsx';
import { PageHeader } from '../../shared/page-header.tsx';
import { SectionCard } from '../../shared/section-card.tsx';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { instrumentQueries } from './api.ts';
import { HaltSection } from './halt-section.tsx';
import type { ScreenTexts } from './i18n.ts';
import { InstrumentFields, QuoteFields } from './instrument-fields.tsx';

export function InstrumentDetailPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const symbol = (useParams().symbol ?? '').toUpperCase();
  const isAdmin = useSession((s) => s.user?.roles.includes('admin') ?? false);
  const query = useQuery(instrumentQueries.detail(symbol));
  const row = query.data;

  return (
    <Stack>
      <Anchor component={Link} to="/market/instruments" size="sm">
        ← {t('instruments.detail.back')}
      </Anchor>
      <PageHeader
        title={symbol}
        intro={row?.instrument.name}
        actions={
          <Group gap="xs">
            {row ? <MarketStatusBadge status={row.quote.status} /> : null}
            <Simulated />
          </Group>
        }
      />
      <QueryState query={query}>
        {(found) =>
          found === null ? (
            <EmptyState>{t('instruments.detail.notFound', { symbol })}</EmptyState>
          ) : (
            <Stack>
              <HaltSection row={found} canAct={isAdmin} />
              <SectionCard title={t('instruments.detail.marketData')}>
                <Text size="sm" c="dimmed">
                  {t('instruments.detail.refreshed')}
                </Text>
                <QuoteFields quote={found.quote} />
              </SectionCard>
              <SectionCard title={t('instruments.detail.instrument')}>
                <InstrumentFields instrument={found.instrument} />
              </SectionCard>
              <AuditHistory
                targetType="instrument"
                targetId={found.instrument.symbol}
                title={t('instruments.detail.history')}
                emptyText={t('instruments.detail.historyEmpty')}
              />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
