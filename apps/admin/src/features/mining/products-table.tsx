import { Button, Table, Text } from '@mantine/core';
import type { AdminMiningProductView } from '@platform/contracts';
import { displayAmount, groupDigits } from '@platform/ui';
import { DataTable } from '../../shared/data-table.tsx';
import { FIGURES, OfferedName } from '../../shared/offered-name.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

const usdt = (value: string) => `${displayAmount(value, 'USDT')} USDT`;

interface ProductsTableProps {
  rows: AdminMiningProductView[];
  /** The name opens the product's form. */
  onEdit(row: AdminMiningProductView): void;
  /** Withdraw or offer again. */
  onToggle(row: AdminMiningProductView): void;
}

/** Every product with its prices, term, hash-rate range, what users bought of it and whether it is on sale. */
export function ProductsTable({ rows, onEdit, onToggle }: ProductsTableProps) {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <DataTable
      label={t('mining.products.title')}
      minWidth={900}
      head={[
        t('mining.products.columns.product'),
        t('mining.products.columns.prices'),
        t('mining.products.columns.term'),
        t('mining.products.columns.hashRate'),
        t('mining.products.columns.contracts'),
        t('mining.products.columns.actions'),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} data-testid={`mining-product-${row.id}`}>
          <Table.Td miw={220} maw={300}>
            <OfferedName item={row} texts="mining.products" onEdit={onEdit} />
            <Text size="xs" c="dimmed">
              {row.pool} · {row.coin}
            </Text>
          </Table.Td>
          <Table.Td style={FIGURES}>
            <Text size="sm">{t('mining.products.pricePerTh', { amount: usdt(row.pricePerTh) })}</Text>
            <Text size="sm">{t('mining.products.electricity', { amount: usdt(row.electricityPerThDay) })}</Text>
          </Table.Td>
          <Table.Td style={FIGURES}>
            <Text size="sm">{t('mining.products.termDays', { count: row.termDays })}</Text>
            <Text size="xs" c="dimmed">
              {t('mining.products.periods', { count: row.periodsInTerm })}
            </Text>
          </Table.Td>
          <Table.Td style={FIGURES}>
            <Text size="sm">
              {t('mining.products.range', { min: groupDigits(row.minHashRate), max: groupDigits(row.maxHashRate) })}
            </Text>
          </Table.Td>
          <Table.Td style={FIGURES}>
            <Text size="sm">{t('mining.products.contractsCount', { count: row.contracts })}</Text>
            <Text size="xs" c="dimmed">
              {t('mining.products.running', { count: row.hashRateRunning })}
            </Text>
          </Table.Td>
          <Table.Td>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onToggle(row)}
              aria-label={
                row.active
                  ? t('mining.products.withdrawOf', { name: row.name })
                  : t('mining.products.offerOf', { name: row.name })
              }
            >
              {row.active ? t('mining.products.withdraw') : t('mining.products.offer')}
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
