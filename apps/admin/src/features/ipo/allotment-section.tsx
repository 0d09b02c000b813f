import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { IpoAllotmentView } from '@platform/contracts';
import { displayAmount, groupDigits, QueryState, TABULAR, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../shared/data-table.tsx';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { ipoQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { LongField } from './long-field.tsx';

/** The published allotment, read-only: its inputs (seed, lots) and every line, enough for anyone to recompute it. */
export function AllotmentView({ allotment }: { allotment: IpoAllotmentView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  return (
    <Stack gap="sm">
      <FieldGrid>
        <Field label={t('ipo.allotment.lotSize')}>{groupDigits(allotment.lotSize)}</Field>
        <Field label={t('ipo.allotment.lotsOffered')}>{groupDigits(allotment.lotsOffered)}</Field>
        <Field label={t('ipo.allotment.lotsRequested')}>
          {allotment.lotsRequested !== null ? groupDigits(allotment.lotsRequested) : '—'}
        </Field>
        <Field label={t('ipo.allotment.price')}>
          {allotment.price !== null ? displayAmount(allotment.price, 'USD') : t('ipo.detail.notSet')}
        </Field>
        <Field label={t('ipo.allotment.ranAt')}>{formatDateTime(allotment.ranAt) ?? '—'}</Field>
        <LongField label={t('ipo.allotment.seedHash')}>{allotment.seedHash}</LongField>
        <LongField label={t('ipo.allotment.seed')}>{allotment.seed ?? '—'}</LongField>
      </FieldGrid>
      {allotment.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('ipo.allotment.none')}
        </Text>
      ) : (
        <DataTable
          label={t('ipo.allotment.lines')}
          minWidth={720}
          head={[
            t('ipo.allotment.columns.reference'),
            t('ipo.allotment.columns.requestedLots'),
            t('ipo.allotment.columns.proRataLots'),
            t('ipo.allotment.columns.draw'),
            t('ipo.allotment.columns.lotteryLots'),
            t('ipo.allotment.columns.allottedLots'),
          ]}
        >
          {allotment.lines.map((line) => (
            <Table.Tr key={line.reference}>
              <Table.Td ff="monospace">{line.reference}</Table.Td>
              <Table.Td style={TABULAR}>{groupDigits(line.requestedLots)}</Table.Td>
              <Table.Td style={TABULAR}>{groupDigits(line.proRataLots)}</Table.Td>
              <Table.Td ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere', maxWidth: 260 }}>
                {line.draw ?? '—'}
              </Table.Td>
              <Table.Td style={TABULAR}>{groupDigits(line.lotteryLots)}</Table.Td>
              <Table.Td style={TABULAR} fw={600}>
                {groupDigits(line.allottedLots)}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}

export function AllotmentSection({ offeringId }: { offeringId: number }) {
  const { t } = useAppTexts<ScreenTexts>();
  const query = useQuery(ipoQueries.allotment(offeringId));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('ipo.allotment.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('ipo.allotment.intro')}
        </Text>
        <QueryState query={query}>{(allotment) => <AllotmentView allotment={allotment} />}</QueryState>
      </Stack>
    </Paper>
  );
}
