import { Table, Text } from '@mantine/core';
import type { AdminRobotProductView } from '@platform/contracts';
import { displayAmount, groupDigits } from '@platform/ui';
import { DataTable } from '../../shared/data-table.tsx';
import { FIGURES, OfferedName } from '../../shared/offered-name.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { rulesInWords } from './rules.ts';

interface ProductsTableProps {
  rows: AdminRobotProductView[];
  /** The name opens the product's editor. */
  onEdit(row: AdminRobotProductView): void;
}

/** Every product: strategy, instrument, prices, default parameters with their rule, whether offered, and its uptake. */
export function ProductsTable({ rows, onEdit }: ProductsTableProps) {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <DataTable
      label={t('robots.products.title')}
      minWidth={1000}
      head={[
        t('robots.products.columns.product'),
        t('robots.products.columns.instrument'),
        t('robots.products.columns.prices'),
        t('robots.products.columns.rules'),
        t('robots.products.columns.robots'),
      ]}
    >
      {rows.map((row) => {
        const money = (value: string) => `${displayAmount(value, row.currency)} ${row.currency}`;
        return (
          <Table.Tr key={row.id} data-testid={`robot-product-${row.id}`}>
            <Table.Td miw={190} maw={260}>
              <OfferedName item={row} texts="robots.products" onEdit={onEdit} />
              <Text size="xs" c="dimmed">
                {t(`robots.strategy.${row.strategy}`)}
              </Text>
            </Table.Td>
            <Table.Td miw={140}>
              <Text size="sm" fw={600}>
                {row.symbol}
              </Text>
              <Text size="xs" c="dimmed">
                {row.instrumentName} · {t('robots.products.lot', { lot: groupDigits(row.lotSize) })}
              </Text>
            </Table.Td>
            <Table.Td style={FIGURES}>
              <Text size="sm">{t('robots.products.buyPrice', { amount: money(row.buyPrice) })}</Text>
              {row.rentOptions.length === 0 ? (
                <Text size="sm">{t('robots.products.noRent')}</Text>
              ) : (
                row.rentOptions.map((o) => (
                  <Text size="sm" key={o.days}>
                    {t('robots.products.rent', { count: o.days, amount: money(o.fee) })}
                  </Text>
                ))
              )}
              <Text size="xs" c="dimmed">
                {t('robots.products.minAllocation', { amount: money(row.minAllocation) })}
              </Text>
            </Table.Td>
            <Table.Td miw={280} maw={420}>
              <Text size="sm">{rulesInWords(t, row.defaultParams, row.symbol)}</Text>
            </Table.Td>
            <Table.Td style={FIGURES}>
              <Text size="sm">{t('robots.products.bought', { count: row.robots })}</Text>
              <Text size="xs" c="dimmed">
                {t('robots.products.running', { count: row.running })}
              </Text>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
