import { Alert, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { AdminIpoOfferingView } from '@platform/contracts';
import { displayAmount, groupDigits, TABULAR, useDateFormat } from '@platform/ui';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
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

interface OfferingsTableProps {
  rows: AdminIpoOfferingView[];
  /** Before it opens: every field (the symbol opens the form). */
  onEdit(row: AdminIpoOfferingView): void;
  /** Once open: the final price, the prospectus, the sandbox controls and the allotment. */
  onManage(row: AdminIpoOfferingView): void;
}

export function OfferingsTable({ rows, onEdit, onManage }: OfferingsTableProps) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDate = useDateFormat();
  const lotsOffered = (row: AdminIpoOfferingView) => row.sharesOffered / row.lotSize;
  return (
    <DataTable
      label={t('ipo.title')}
      minWidth={900}
      head={[
        t('ipo.columns.offering'),
        t('ipo.columns.phase'),
        t('ipo.columns.price'),
        t('ipo.columns.sharesOffered'),
        t('ipo.columns.lotsRequested'),
        t('ipo.columns.subscriptions'),
        t('ipo.columns.dates'),
      ]}
    >
      {rows.map((row) => {
        // The symbol opens the offering: its form before it opens, what may still change after.
        const upcoming = row.phase === 'upcoming';
        return (
          <Table.Tr key={row.id}>
            <Table.Td miw={190}>
              <Group gap={6} wrap="nowrap">
                <Anchor
                  component="button"
                  type="button"
                  fw={700}
                  size="sm"
                  onClick={() => (upcoming ? onEdit(row) : onManage(row))}
                  aria-label={t(upcoming ? 'ipo.editOf' : 'ipo.manageOf', { symbol: row.symbol })}
                >
                  {row.symbol}
                </Anchor>
                <Text span size="xs" c="dimmed">
                  {row.exchange}
                </Text>
              </Group>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {row.company}
              </Text>
              {row.prospectusFile ? (
                <Anchor href={fileHref(row.prospectusFile)} target="_blank" rel="noopener" size="xs">
                  {t('ipo.prospectusOf', { symbol: row.symbol })}
                </Anchor>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('ipo.noProspectus')}
                </Text>
              )}
            </Table.Td>
            <Table.Td maw={200}>
              <Stack gap={4} align="flex-start">
                <PhaseBadge phase={row.phase} />
                {waitsForFinalPrice(row) ? (
                  <Text size="xs" c="var(--mantine-color-error)" fw={600}>
                    {t('ipo.needsFinalPrice')}
                  </Text>
                ) : null}
              </Stack>
            </Table.Td>
            <Table.Td style={{ ...TABULAR, whiteSpace: 'nowrap' }}>
              {row.finalPrice !== null ? (
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
              )}
            </Table.Td>
            <Table.Td style={{ ...TABULAR, whiteSpace: 'nowrap' }}>
              <Text size="sm">{groupDigits(row.sharesOffered)}</Text>
              <Text size="xs" c="dimmed">
                {t('ipo.lots', { count: lotsOffered(row), lots: groupDigits(lotsOffered(row)) })}
              </Text>
            </Table.Td>
            <Table.Td style={{ ...TABULAR, whiteSpace: 'nowrap' }}>
              {row.lotsRequested !== null ? (
                t('ipo.lotsOf', { requested: groupDigits(row.lotsRequested), offered: groupDigits(lotsOffered(row)) })
              ) : (
                <Text size="xs" c="dimmed">
                  {t('ipo.afterDeadline')}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={{ ...TABULAR, whiteSpace: 'nowrap' }}>
              <Text size="sm">{groupDigits(row.subscriptions)}</Text>
              <Text size="xs" c="dimmed">
                {t('ipo.frozenNow', { amount: usd(row.frozen) })}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm">{formatDate.dateTime(row.closesAt)}</Text>
              <Text size="xs" c="dimmed">
                {t('ipo.listsOn', { date: formatDate.date(`${row.listingDate}T00:00:00`) })}
              </Text>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
