import { Anchor, Stack, Text } from '@mantine/core';
import { type FollowOrderView, sumDecimals } from '@platform/contracts';
import { Amount, formatMoney, QueryState, useDateFormat, useTexts, WARNING_TEXT } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Pager } from '../../lib/money/pager.tsx';
import { type Figure, FigureList, MineItem, StatusBadge } from '../../lib/product/index.ts';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import { FOLLOW_PAGE_SIZE, followOrdersQuery, useFollowNews } from './api.ts';
import { PercentFigure } from './record-figures.tsx';
import { FOLLOW } from './texts.ts';

// The theme's inks keep the outlined label above 4.5:1 in the light and the dark theme.
const TONE = {
  waiting: WARNING_TEXT,
  running: 'var(--mantine-primary-color-filled)',
  settled: 'var(--platform-ink-teal)',
} as const;

/** One follow order: its state, amount, period and end; its live value while running; its final figures once settled. */
export function FollowOrderItem({ order: o }: { order: FollowOrderView }) {
  const { t } = useTexts(FOLLOW);
  const { dateTime } = useDateFormat();
  const usd = (value: string) => <Amount value={value} currency="USD" />;
  const fees =
    o.managementFee !== null && o.profitShare !== null ? sumDecimals([o.managementFee, o.profitShare], 2) : null;
  const settled = o.status === 'settled';
  // The settled order's own figures, as the server worked them out, for each figure's working.
  const steps =
    settled && fees !== null && o.grossPnl !== null && o.value !== null
      ? {
          amount: o.amount,
          ret: o.returnPercent,
          gross: o.grossPnl,
          mfPct: o.managementFeePercent,
          days: o.periodDays,
          mf: o.managementFee,
          psPct: o.profitSharePercent,
          hwm: o.highWaterMark,
          ps: o.profitShare,
          fees,
          value: o.value,
        }
      : null;
  const figures: Figure[] = [
    ['amount', t('orders.amount'), usd(o.amount)],
    ['period', t('orders.period'), t('orders.days', { count: o.periodDays })],
    ['endsAt', t('orders.endsAt'), dateTime(o.endsAt)],
    ...(o.status !== 'waiting'
      ? ([
          ['return', t('orders.return'), <PercentFigure key="r" value={o.returnPercent} />],
          [
            'value',
            settled ? t('orders.finalValue') : t('orders.value'),
            o.value === null ? '—' : <Amount key="v" value={o.value} currency="USD" fw={700} />,
            settled && steps ? [t('orders.working.value'), t('orders.working.valueSteps', steps)] : undefined,
          ],
        ] as Figure[])
      : []),
    ...(settled
      ? ([
          [
            'grossPnl',
            t('orders.grossPnl'),
            o.grossPnl === null ? '—' : <PnlAmount key="g" value={o.grossPnl} currency="USD" />,
            steps ? [t('orders.working.gross'), t('orders.working.grossSteps', steps)] : undefined,
          ],
          [
            'fees',
            t('orders.fees'),
            fees === null ? '—' : usd(fees),
            steps
              ? [
                  t('orders.working.fees'),
                  t('orders.working.managementSteps', steps),
                  t('orders.working.profitSteps', steps),
                  t('orders.working.feesSteps', steps),
                ]
              : undefined,
          ],
          ['settledAt', t('orders.settledAt'), dateTime(o.settledAt) ?? '—'],
        ] as Figure[])
      : []),
  ];
  const titleId = `follow-order-${o.id}`;
  return (
    <MineItem
      titleId={titleId}
      to={`/follow/${o.institutionId}`}
      title={o.institutionName}
      badge={
        <StatusBadge ink={TONE[o.status]} data-testid="follow-status">
          {t(`orders.status.${o.status}`)}
        </StatusBadge>
      }
      data-testid={`follow-order-${o.id}`}
      data-status={o.status}
    >
      <FigureList prefix="follow" figures={figures} wide={4} dense />
      {o.status === 'waiting' ? (
        <Text size="xs" c="dimmed" mt="xs">
          {t('orders.waitingNote')}
        </Text>
      ) : null}
      {settled && fees !== null && o.managementFee !== null && o.profitShare !== null ? (
        <Text size="xs" c="dimmed" mt="xs" data-testid="follow-fees-detail">
          {t('orders.feesDetail', {
            management: formatMoney(o.managementFee, 'USD'),
            profit: formatMoney(o.profitShare, 'USD'),
          })}
        </Text>
      ) : null}
    </MineItem>
  );
}

/** The trading records' fourth tab: the user's follow orders, newest first, with their live value. */
export function FollowOrders({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTexts(FOLLOW);
  useFollowNews();
  const orders = useQuery(followOrdersQuery(page));
  const rows = orders.data?.rows ?? [];
  return (
    <Stack gap="sm">
      <QueryState
        query={orders}
        isEmpty={(data) => data.rows.length === 0}
        emptyText={
          <>
            {t('orders.empty')}{' '}
            <Anchor component={Link} to="/follow" fw={600}>
              {t('orders.browse')}
            </Anchor>
          </>
        }
      />
      {rows.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('title')}>
          {rows.map((order) => (
            <FollowOrderItem key={order.id} order={order} />
          ))}
        </Stack>
      )}
      {orders.data && <Pager page={page} pageSize={FOLLOW_PAGE_SIZE} total={orders.data.total} onChange={onPage} />}
    </Stack>
  );
}
