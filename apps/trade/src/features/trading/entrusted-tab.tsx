import { Button, Group, Stack } from '@mantine/core';
import type { OrderView } from '@platform/contracts';
import {
  Amount,
  confirm,
  formatMoney,
  loading,
  QueryState,
  type TranslateIn,
  toast,
  useDateFormat,
  useShowError,
  useTexts,
} from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Pager } from '../../lib/money/pager.tsx';
import { ordersQuery } from '../../lib/trading/api.ts';
import { useCancelOrder } from './api.ts';
import type { Figure } from './figure-grid.tsx';
import { RecordCard } from './record-card.tsx';
import { RECORDS } from './records-texts.ts';
import { TRADING } from './texts.ts';

const PAGE_SIZE = 20;

/** Pending (entrusted) orders with what each holds; cancelling asks first and releases the held amount in full. */
export function EntrustedTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTexts(RECORDS);
  const showError = useShowError();
  const orders = useQuery(ordersQuery({ status: 'pending', pageNum: page, pageSize: PAGE_SIZE }));
  const cancel = useCancelOrder();
  const rows = orders.data?.rows ?? [];

  const askCancel = (order: OrderView) =>
    confirm({
      title: t('common:prompt'),
      content: t('cancelBody', {
        side: t(`sideWord.${order.side}`),
        quantity: order.quantity,
        symbol: order.symbol,
        price: formatMoney(order.limitPrice ?? order.triggerPrice, order.currency),
        held: formatMoney(order.heldAmount, order.currency),
      }),
      // Named by what they do: 'Cancel / Ok' read as keep / cancel.
      okLabel: t('cancelOrder'),
      cancelLabel: t('keepOrder'),
      danger: true,
      onOk: async () => {
        try {
          await loading.during(cancel.mutateAsync(order.id));
          toast.success(t('cancelled', { amount: formatMoney(order.heldAmount, order.currency) }));
        } catch (error) {
          showError(error);
        }
      },
    });

  return (
    <Stack gap="sm">
      <QueryState query={orders} isEmpty={(data) => data.rows.length === 0} emptyText={t('noEntrusted')} />
      {rows.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('tabs.entrusted')}>
          {rows.map((order) => (
            <EntrustedItem key={order.id} order={order} onCancel={() => askCancel(order)} />
          ))}
        </Stack>
      )}
      {orders.data && <Pager page={page} pageSize={PAGE_SIZE} total={orders.data.total} onChange={onPage} />}
    </Stack>
  );
}

/**
 * A stop's trigger (and whether it was reached: a stop-limit then rests as a limit), or a trailing stop's trail and the
 * level it has moved to.
 */
function triggerFigures(order: OrderView, t: TranslateIn<typeof RECORDS>): Figure[] {
  const ns = { ns: TRADING };
  if (order.type === 'stop' || order.type === 'stop_limit') {
    const reached = order.triggeredAt ? ` · ${t('confirm.trigger', ns)} ✓` : '';
    return [['triggerPrice', t('triggerPrice', ns), `${order.triggerPrice ?? '—'}${reached}`]];
  }
  if (order.type !== 'trailing_stop') return [];
  const trail = order.trailAmount ?? `${order.trailPercent} %`;
  return [
    ['trail', t('trail', ns), trail],
    ['trailingLevel', t('trailingLevel', ns), order.triggerPrice ?? '—'],
  ];
}

function EntrustedItem({ order, onCancel }: { order: OrderView; onCancel: () => void }) {
  const { t } = useTexts(RECORDS);
  const { dateTime } = useDateFormat();
  const figures: Figure[] = [
    ['type', t('type.label', { ns: TRADING }), t(`type.${order.type}`, { ns: TRADING })],
    ...triggerFigures(order, t),
    ...(order.type === 'limit' || order.type === 'stop_limit' || order.type === 'market'
      ? [['limitPrice', t('limitPrice'), order.limitPrice ?? '—'] as Figure]
      : []),
    ['quantity', t('quantity', { ns: TRADING }), String(order.quantity)],
    ['held', t('held'), <Amount key="h" value={order.heldAmount} currency={order.currency} />],
    ['createdAt', t('createdAt'), dateTime(order.createdAt)],
    ['expiresAt', t('expiresAt'), dateTime(order.expiresAt) ?? t('untilCancelled')],
  ];
  return (
    <RecordCard
      testId={`order-${order.id}`}
      data={{ 'data-symbol': order.symbol, 'data-held': order.heldAmount }}
      symbol={order.symbol}
      name={order.name}
      side={order.side}
      detail={`${t(`timeInForce.${order.timeInForce}`, { ns: TRADING })} · ${t('leverage', { value: order.leverage })}`}
      figures={figures}
    >
      <Group mt="sm" justify="flex-end">
        <Button
          color="red.9"
          variant="outline"
          size="sm"
          onClick={onCancel}
          aria-label={t('cancelLabel', { symbol: order.symbol })}
        >
          {t('cancel')}
        </Button>
      </Group>
    </RecordCard>
  );
}
