import { Badge, Button, Stack, Text } from '@mantine/core';
import { type AdminLoanProductView, formatAmount, type LOAN_PRODUCT_SORTS } from '@platform/contracts';
import { textsUnder, trimZeros } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type ResourceListDescription, wholeList } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { loansQueries, useLoanQueueNews } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** The products with their disclosed terms and what is lent under each, sortable by name or APR; each opens its form. */
export function useProductList(
  onEdit: (product: AdminLoanProductView) => void,
): ResourceListDescription<AdminLoanProductView, never, (typeof LOAN_PRODUCT_SORTS)[number]> {
  const { t } = useAppTexts<ScreenTexts>();
  const c = textsUnder(t, 'loans.products.columns');
  const p = textsUnder(t, 'loans.products');
  return {
    label: t('loans.products.title'),
    minWidth: 980,
    useRows: ({ sort }) => {
      useLoanQueueNews();
      return useQuery({ ...loansQueries.products(sort), select: wholeList });
    },
    emptyText: t('loans.products.empty'),
    rowKey: (product) => product.id,
    rowData: (product) => ({ 'data-product-id': product.id }),
    columns: [
      {
        head: c('product'),
        sort: 'name',
        cell: (product) => (
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
        ),
      },
      {
        head: c('range'),
        nowrap: true,
        cell: (product) => p('range', { min: trimZeros(product.minAmount), max: trimZeros(product.maxAmount) }),
      },
      { head: c('terms'), cell: (product) => p('months', { list: product.termMonths.join(p('separator')) }) },
      { head: c('apr'), sort: 'apr', nowrap: true, cell: (product) => `${trimZeros(product.apr)} %` },
      {
        head: c('fees'),
        cell: (product) => (
          <Stack gap={0}>
            <Text size="sm">{p('originationFee', { percent: trimZeros(product.originationFeePercent) })}</Text>
            <Text size="sm">
              {product.overdueFeeKind === 'flat'
                ? p('overdueFlat', { amount: formatAmount(product.overdueFee, 'USD') })
                : p('overdueDaily', { percent: trimZeros(product.overdueFee) })}
            </Text>
          </Stack>
        ),
      },
      {
        head: c('book'),
        nowrap: true,
        cell: (product) =>
          p('book', {
            pending: product.pending,
            loans: product.loansOutstanding,
            principal: formatAmount(product.principalOutstanding, 'USD'),
          }),
      },
      {
        head: c('state'),
        cell: (product) => (
          <Badge variant="outline" color={product.active ? 'var(--platform-ink-teal)' : 'gray.7'} tt="none">
            {product.active ? p('active') : p('inactive')}
          </Badge>
        ),
      },
    ],
  };
}
