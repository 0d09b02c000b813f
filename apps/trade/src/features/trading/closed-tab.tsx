import { Stack, Text } from '@mantine/core';
import { CURRENCY_DECIMALS, type PositionView, sumDecimals } from '@platform/contracts';
import { Amount, formatMoney, QueryState, useDateFormat, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Pager } from '../../lib/money/pager.tsx';
import { positionsQuery } from '../../lib/trading/api.ts';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import type { Figure } from './figure-grid.tsx';
import { PnlAside, RecordCard } from './record-card.tsx';
import { RECORDS } from './records-texts.ts';
import { TRADING } from './texts.ts';

const PAGE_SIZE = 20;

/** Closed positions (and closed parts of positions): prices and times, realised P/L, fees, and how each closed. */
export function ClosedTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTexts(RECORDS);
  const positions = useQuery(positionsQuery({ state: 'closed', pageNum: page, pageSize: PAGE_SIZE }));
  const rows = positions.data?.rows ?? [];
  return (
    <Stack gap="sm">
      <QueryState query={positions} isEmpty={(data) => data.rows.length === 0} emptyText={t('noClosed')} />
      {rows.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('tabs.closed')}>
          {rows.map((position) => (
            <ClosedItem key={position.id} position={position} />
          ))}
        </Stack>
      )}
      {positions.data && <Pager page={page} pageSize={PAGE_SIZE} total={positions.data.total} onChange={onPage} />}
    </Stack>
  );
}

function ClosedItem({ position }: { position: PositionView }) {
  const { t } = useTexts(RECORDS);
  const { dateTime } = useDateFormat();
  const { currency } = position;
  const fees = sumDecimals([position.openFee, position.closeFee ?? '0'], CURRENCY_DECIMALS[currency]);
  const pnl = position.realizedPnl ?? '0';
  const net = sumDecimals([pnl, `-${fees}`], CURRENCY_DECIMALS[currency]);
  const figures: Figure[] = [
    ['quantity', t('quantity', { ns: TRADING }), String(position.quantity)],
    ['openPrice', t('openPrice'), position.openPrice],
    ['closePrice', t('closePrice'), position.closePrice ?? '—'],
    ['fees', t('fees'), <Amount key="f" value={fees} currency={currency} />],
    ['net', t('net'), <PnlAmount key="n" value={net} currency={currency} />],
    ['openedAt', t('openedAt'), dateTime(position.openedAt)],
    ['closedAt', t('closedAt'), dateTime(position.closedAt) ?? '—'],
    ['closedBy', t('closedBy'), position.closeReason ? t(`closeReason.${position.closeReason}`) : '—'],
  ];
  return (
    <RecordCard
      testId={`closed-${position.id}`}
      data={{ 'data-symbol': position.symbol, 'data-realized-pnl': pnl, 'data-fees': fees }}
      symbol={position.symbol}
      name={position.name}
      side={position.side}
      origin={position.origin}
      detail={t('leverage', { value: position.leverage })}
      aside={<PnlAside label={t('realizedPnl')} value={pnl} currency={currency} testId="realizedPnl" />}
      figures={figures}
    >
      {position.absorbedLoss && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('absorbed', { amount: formatMoney(position.absorbedLoss, currency) })}
        </Text>
      )}
    </RecordCard>
  );
}
