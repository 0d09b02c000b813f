import { Alert, Anchor, Button, Stack, Table, Text } from '@mantine/core';
import type { AdminIpoOfferingView } from '@platform/contracts';
import { displayAmount, groupDigits, TABULAR, useDateFormat } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table.tsx';
import { fileHref } from './offering-values.ts';
import { PhaseBadge } from './phase-badge.tsx';

const usd = (value: string) => displayAmount(value, 'USD');

/** Past the deadline without a final price: the allotment cannot run until an operator sets it. */
export const waitsForFinalPrice = (row: AdminIpoOfferingView) =>
  row.phase === 'waiting_allotment' && row.finalPrice === null;

/** The offerings that hold up their own allotment, named above the list. */
export function WaitingForFinalPrice({ rows }: { rows: AdminIpoOfferingView[] }) {
  const { t } = useTranslation();
  const waiting = rows.filter(waitsForFinalPrice);
  if (waiting.length === 0) return null;
  return (
    <Alert color="orange" variant="outline" title={t('ipo.waitingTitle')} role="alert">
      <Text size="sm">{t('ipo.waitingText', { symbols: waiting.map((row) => row.symbol).join(', ') })}</Text>
    </Alert>
  );
}

interface OfferingsTableProps {
  rows: AdminIpoOfferingView[];
  /** Before it opens: every field. */
  onEdit(row: AdminIpoOfferingView): void;
  /** Once open: the final price, the prospectus, the sandbox controls and the allotment. */
  onManage(row: AdminIpoOfferingView): void;
}

export function OfferingsTable({ rows, onEdit, onManage }: OfferingsTableProps) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const lotsOffered = (row: AdminIpoOfferingView) => row.sharesOffered / row.lotSize;
  return (
    <DataTable
      label={t('ipo.title')}
      minWidth={980}
      head={[
        t('ipo.columns.offering'),
        t('ipo.columns.phase'),
        t('ipo.columns.price'),
        t('ipo.columns.sharesOffered'),
        t('ipo.columns.lotsRequested'),
        t('ipo.columns.subscriptions'),
        t('ipo.columns.frozen'),
        t('ipo.columns.closesAt'),
        t('ipo.columns.listingDate'),
        t('ipo.columns.actions'),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
            <Text size="sm" fw={700}>
              {row.symbol}{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                {row.exchange}
              </Text>
            </Text>
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
          <Table.Td>
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
          <Table.Td style={TABULAR}>{groupDigits(row.sharesOffered)}</Table.Td>
          <Table.Td style={{ ...TABULAR, whiteSpace: 'nowrap' }}>
            {row.lotsRequested !== null ? (
              t('ipo.lotsOf', { requested: groupDigits(row.lotsRequested), offered: groupDigits(lotsOffered(row)) })
            ) : (
              <Text size="xs" c="dimmed">
                {t('ipo.afterDeadline')}
              </Text>
            )}
          </Table.Td>
          <Table.Td style={TABULAR}>{groupDigits(row.subscriptions)}</Table.Td>
          <Table.Td style={{ ...TABULAR, whiteSpace: 'nowrap' }}>{usd(row.frozen)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate.dateTime(row.closesAt)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate.date(`${row.listingDate}T00:00:00`)}</Table.Td>
          <Table.Td>
            {row.phase === 'upcoming' ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => onEdit(row)}
                aria-label={t('ipo.editOf', { symbol: row.symbol })}
              >
                {t('ipo.edit')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant={waitsForFinalPrice(row) ? 'filled' : 'default'}
                onClick={() => onManage(row)}
                aria-label={t('ipo.manageOf', { symbol: row.symbol })}
              >
                {t('ipo.manage')}
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
