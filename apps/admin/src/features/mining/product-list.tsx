import { Button, Text } from '@mantine/core';
import type { AdminMiningProductView, MINING_PRODUCT_SORTS } from '@platform/contracts';
import { displayAmount, groupDigits } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useProductLineNews } from '../../shared/live.ts';
import { Figure, offeredNameColumn } from '../../shared/offered-name.tsx';
import { type ResourceListDescription, wholeList } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { miningQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

const usdt = (value: string) => `${displayAmount(value, 'USDT')} USDT`;

/**
 * Every product with its prices, term, hash-rate range, what users bought of it and whether it is on sale; sortable by
 * name, price or term. The name opens the product's form; its button withdraws it or offers it again.
 */
export function useProductList(
  onEdit: (row: AdminMiningProductView) => void,
  onToggle: (row: AdminMiningProductView) => void,
): ResourceListDescription<AdminMiningProductView, never, (typeof MINING_PRODUCT_SORTS)[number]> {
  const { t } = useAppTexts<ScreenTexts>();
  return {
    label: t('mining.products.title'),
    minWidth: 900,
    useRows: ({ sort }) => {
      useProductLineNews('mining', miningQueries.all);
      return useQuery({ ...miningQueries.products(sort), select: wholeList });
    },
    emptyText: t('mining.products.empty'),
    rowKey: (row) => row.id,
    rowData: (row) => ({ 'data-testid': `mining-product-${row.id}` }),
    columns: [
      offeredNameColumn(t('mining.products.columns.product'), 'mining.products', onEdit, [220, 300], (row) => (
        <Text size="xs" c="dimmed">
          {row.pool} · {row.coin}
        </Text>
      )),
      {
        head: t('mining.products.columns.prices'),
        sort: 'pricePerTh',
        figures: true,
        cell: (row) => (
          <>
            <Text size="sm">{t('mining.products.pricePerTh', { amount: usdt(row.pricePerTh) })}</Text>
            <Text size="sm">{t('mining.products.electricity', { amount: usdt(row.electricityPerThDay) })}</Text>
          </>
        ),
      },
      {
        head: t('mining.products.columns.term'),
        sort: 'termDays',
        figures: true,
        cell: (row) => (
          <Figure under={t('mining.products.periods', { count: row.periodsInTerm })}>
            {t('mining.products.termDays', { count: row.termDays })}
          </Figure>
        ),
      },
      {
        head: t('mining.products.columns.hashRate'),
        figures: true,
        cell: (row) => (
          <Text size="sm">
            {t('mining.products.range', { min: groupDigits(row.minHashRate), max: groupDigits(row.maxHashRate) })}
          </Text>
        ),
      },
      {
        head: t('mining.products.columns.contracts'),
        figures: true,
        cell: (row) => (
          <Figure under={t('mining.products.running', { count: row.hashRateRunning })}>
            {t('mining.products.contractsCount', { count: row.contracts })}
          </Figure>
        ),
      },
      {
        head: t('mining.products.columns.actions'),
        cell: (row) => (
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
        ),
      },
    ],
  };
}
