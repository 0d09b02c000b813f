import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { AdminIpoOfferingView, IPO_OFFERING_SORTS } from '@platform/contracts';
import { displayAmount, groupDigits, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useProductLineNews } from '../../shared/live.ts';
import { Figure } from '../../shared/offered-name.tsx';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { ipoQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { fileHref } from './offering-values.ts';
import { PhaseBadge } from './phase-badge.tsx';

const usd = (value: string) => displayAmount(value, 'USD');

/** Past the deadline without a final price: the allotment cannot run until an operator sets it. */
export const waitsForFinalPrice = (row: AdminIpoOfferingView) =>
  row.phase === 'waiting_allotment' && row.finalPrice === null;

/** The offerings that hold up their own allotment, named above the list. */
export function WaitingForFinalPrice({ rows }: { rows: AdminIpoOfferingView[] }) {
  const { t } = useAppTexts<ScreenTexts>();
  const waiting = rows.filter(waitsForFinalPrice);
  if (waiting.length === 0) return null;
  return (
    // Orange marks it; the words keep the text colour (Mantine's orange on white fails contrast at this size).
    <Alert
      color="orange.9"
      variant="outline"
      title={t('ipo.waitingTitle')}
      role="alert"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{t('ipo.waitingText', { symbols: waiting.map((row) => row.symbol).join(', ') })}</Text>
    </Alert>
  );
}

/**
 * Every offering, newest first or by symbol or closing time, with its price, size, subscriptions and frozen amount; the
 * offerings past their deadline without a final price named above. The symbol links to the offering's page (its form
 * before it opens; after, what may still change: the final price, the prospectus, the sandbox controls and the
 * allotment).
 */
export function useOfferingList(): ResourceListDescription<
  AdminIpoOfferingView,
  never,
  (typeof IPO_OFFERING_SORTS)[number]
> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDate = useDateFormat();
  const lotsOffered = (row: AdminIpoOfferingView) => row.sharesOffered / row.lotSize;
  return {
    label: t('ipo.title'),
    minWidth: 900,
    pageSize: 20,
    useRows: ({ sort, pageNum, pageSize }) => {
      useProductLineNews('ipo', ipoQueries.all);
      return useQuery(ipoQueries.offerings({ page: pageNum, size: pageSize, sort }));
    },
    emptyText: t('ipo.empty'),
    above: (rows) => <WaitingForFinalPrice rows={rows} />,
    rowKey: (row) => row.id,
    rowLink: (row) => `/ipo/${row.id}`,
    columns: [
      {
        head: t('ipo.columns.offering'),
        sort: 'symbol',
        minWidth: 190,
        cell: (row) => (
          <>
            <Group gap={6} wrap="nowrap">
              <Anchor
                component={Link}
                to={`/ipo/${row.id}`}
                fw={700}
                size="sm"
                aria-label={t('ipo.openOf', { symbol: row.symbol })}
              >
                {row.symbol}
              </Anchor>
              <Text span size="xs" c="dimmed">
                {row.exchange}
              </Text>
            </Group>
            <Text size="xs">{row.company}</Text>
            {row.prospectusFile ? (
              <Anchor href={fileHref(row.prospectusFile)} target="_blank" rel="noopener" size="xs">
                {t('ipo.prospectusOf', { symbol: row.symbol })}
              </Anchor>
            ) : (
              <Text size="xs" c="dimmed">
                {t('ipo.noProspectus')}
              </Text>
            )}
          </>
        ),
      },
      {
        head: t('ipo.columns.phase'),
        maxWidth: 200,
        cell: (row) => (
          <Stack gap={4} align="flex-start">
            <PhaseBadge phase={row.phase} />
            {waitsForFinalPrice(row) ? (
              <Text size="xs" c="var(--mantine-color-error)" fw={600}>
                {t('ipo.needsFinalPrice')}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        head: t('ipo.columns.price'),
        figures: true,
        cell: (row) =>
          row.finalPrice !== null ? (
            <>
              <Text size="sm" fw={600}>
                {t('ipo.final', { price: usd(row.finalPrice) })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('ipo.range', { low: usd(row.priceLow), high: usd(row.priceHigh) })}
              </Text>
            </>
          ) : (
            <Text size="sm">{t('ipo.range', { low: usd(row.priceLow), high: usd(row.priceHigh) })}</Text>
          ),
      },
      {
        head: t('ipo.columns.sharesOffered'),
        figures: true,
        cell: (row) => (
          <Figure under={t('ipo.lots', { count: lotsOffered(row), lots: groupDigits(lotsOffered(row)) })}>
            {groupDigits(row.sharesOffered)}
          </Figure>
        ),
      },
      {
        head: t('ipo.columns.lotsRequested'),
        figures: true,
        cell: (row) =>
          row.lotsRequested !== null ? (
            t('ipo.lotsOf', { requested: groupDigits(row.lotsRequested), offered: groupDigits(lotsOffered(row)) })
          ) : (
            <Text size="xs" c="dimmed">
              {t('ipo.afterDeadline')}
            </Text>
          ),
      },
      {
        head: t('ipo.columns.subscriptions'),
        figures: true,
        cell: (row) => (
          <Figure under={t('ipo.frozenNow', { amount: usd(row.frozen) })}>{groupDigits(row.subscriptions)}</Figure>
        ),
      },
      {
        head: t('ipo.columns.dates'),
        sort: 'closesAt',
        descFirst: true,
        nowrap: true,
        cell: (row) => (
          <Figure under={t('ipo.listsOn', { date: formatDate.date(`${row.listingDate}T00:00:00`) })}>
            {formatDate.dateTime(row.closesAt)}
          </Figure>
        ),
      },
    ],
  };
}
