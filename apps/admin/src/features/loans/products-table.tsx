import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import type { AdminLoanProductView } from '@platform/contracts';
import { formatAmount } from '@platform/contracts';
import { textsUnder, trimZeros } from '@platform/ui';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

/** The products with their disclosed terms and what is lent under each; each row opens its form. */
export function ProductsTable({
  rows,
  onEdit,
}: {
  rows: AdminLoanProductView[];
  onEdit(product: AdminLoanProductView): void;
}) {
  const { t } = useAppTexts<ScreenTexts>();
  const c = textsUnder(t, 'loans.products.columns');
  const p = textsUnder(t, 'loans.products');
  return (
    <DataTable
      label={t('loans.products.title')}
      minWidth={980}
      head={[c('product'), c('range'), c('terms'), c('apr'), c('fees'), c('book'), c('state')]}
    >
      {rows.map((product) => (
        <Table.Tr key={product.id} data-product-id={product.id}>
          <Table.Td>
            <Stack gap={2} align="flex-start">
              <Button
                size="xs"
                variant="subtle"
                px={0}
                onClick={() => onEdit(product)}
                aria-label={p('editOf', { name: product.name })}
              >
                {product.name}
              </Button>
              <Text size="xs" c="dimmed">
                #{product.id}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {p('range', { min: trimZeros(product.minAmount), max: trimZeros(product.maxAmount) })}
          </Table.Td>
          <Table.Td>{p('months', { list: product.termMonths.join(p('separator')) })}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{trimZeros(product.apr)} %</Table.Td>
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm">{p('originationFee', { percent: trimZeros(product.originationFeePercent) })}</Text>
              <Text size="sm">
                {product.overdueFeeKind === 'flat'
                  ? p('overdueFlat', { amount: formatAmount(product.overdueFee, 'USD') })
                  : p('overdueDaily', { percent: trimZeros(product.overdueFee) })}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {p('book', {
              pending: product.pending,
              loans: product.loansOutstanding,
              principal: formatAmount(product.principalOutstanding, 'USD'),
            })}
          </Table.Td>
          <Table.Td>
            <Badge variant="outline" color={product.active ? 'var(--platform-ink-teal)' : 'gray.7'} tt="none">
              {product.active ? p('active') : p('inactive')}
            </Badge>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
