import { Text } from '@mantine/core';
import type { AdminRobotProductView, ROBOT_PRODUCT_SORTS } from '@platform/contracts';
import { displayAmount, groupDigits } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useProductLineNews } from '../../shared/live.ts';
import { Figure, offeredNameColumn } from '../../shared/offered-name.tsx';
import { type ResourceListDescription, wholeList } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { robotQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { rulesInWords } from './rules.ts';

/**
 * Every product: strategy, instrument, prices, default parameters with their rule, whether offered, and its uptake;
 * sortable by name or instrument. The name opens the product's editor.
 */
export function useProductList(
  onEdit: (row: AdminRobotProductView) => void,
): ResourceListDescription<AdminRobotProductView, never, (typeof ROBOT_PRODUCT_SORTS)[number]> {
  const { t } = useAppTexts<ScreenTexts>();
  const money = (row: AdminRobotProductView, value: string) => `${displayAmount(value, row.currency)} ${row.currency}`;
  return {
    label: t('robots.products.title'),
    minWidth: 1000,
    useRows: ({ sort }) => {
      useProductLineNews('robots', robotQueries.all);
      return useQuery({ ...robotQueries.products(sort), select: wholeList });
    },
    emptyText: t('robots.products.empty'),
    rowKey: (row) => row.id,
    rowData: (row) => ({ 'data-testid': `robot-product-${row.id}` }),
    columns: [
      offeredNameColumn(t('robots.products.columns.product'), 'robots.products', onEdit, [190, 260], (row) => (
        <Text size="xs" c="dimmed">
          {t(`robots.strategy.${row.strategy}`)}
        </Text>
      )),
      {
        head: t('robots.products.columns.instrument'),
        sort: 'symbol',
        minWidth: 140,
        cell: (row) => (
          <>
            <Text size="sm" fw={600}>
              {row.symbol}
            </Text>
            <Text size="xs" c="dimmed">
              {row.instrumentName} · {t('robots.products.lot', { lot: groupDigits(row.lotSize) })}
            </Text>
          </>
        ),
      },
      {
        head: t('robots.products.columns.prices'),
        figures: true,
        cell: (row) => (
          <>
            <Text size="sm">{t('robots.products.buyPrice', { amount: money(row, row.buyPrice) })}</Text>
            {row.rentOptions.length === 0 ? (
              <Text size="sm">{t('robots.products.noRent')}</Text>
            ) : (
              row.rentOptions.map((o) => (
                <Text size="sm" key={o.days}>
                  {t('robots.products.rent', { count: o.days, amount: money(row, o.fee) })}
                </Text>
              ))
            )}
            <Text size="xs" c="dimmed">
              {t('robots.products.minAllocation', { amount: money(row, row.minAllocation) })}
            </Text>
          </>
        ),
      },
      {
        head: t('robots.products.columns.rules'),
        minWidth: 280,
        maxWidth: 420,
        cell: (row) => <Figure>{rulesInWords(t, row.defaultParams, row.symbol)}</Figure>,
      },
      {
        head: t('robots.products.columns.robots'),
        figures: true,
        cell: (row) => (
          <Figure under={t('robots.products.running', { count: row.running })}>
            {t('robots.products.bought', { count: row.robots })}
          </Figure>
        ),
      },
    ],
  };
}
