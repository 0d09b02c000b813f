import { Button, Group, Paper, Text } from '@mantine/core';
import type { PositionView, Quote } from '@platform/contracts';
import { Amount, useDateFormat, useTexts } from '@platform/ui';
import { livePosition } from '../../lib/trading/live-figures.ts';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import { type Figure, FigureGrid } from './figure-grid.tsx';
import { RecordTitle } from './record-title.tsx';
import { RECORDS } from './records-texts.ts';
import { TRADING } from './texts.ts';

interface HoldingItemProps {
  position: PositionView;
  quote: Quote | undefined;
  onClose: () => void;
  onEditStops: () => void;
}

/** An open position with its mark and floating P/L at the live quote, and what can be done with it. */
export function HoldingItem({ position, quote, onClose, onEditStops }: HoldingItemProps) {
  const { t } = useTexts(RECORDS);
  const { dateTime } = useDateFormat();
  const { currency, symbol } = position;
  const live = livePosition(position, quote);
  const figures: Figure[] = [
    ['quantity', t('quantity', { ns: TRADING }), String(position.quantity)],
    ['openPrice', t('openPrice'), position.openPrice],
    ['mark', t('mark'), live.mark ?? '—'],
    ['margin', t('margin'), <Amount key="m" value={position.margin} currency={currency} />],
    ['stopLoss', t('stopLoss'), position.stopLoss ?? t('none')],
    ['takeProfit', t('takeProfit'), position.takeProfit ?? t('none')],
    ['openedAt', t('openedAt'), dateTime(position.openedAt)],
  ];
  return (
    <Paper
      component="li"
      p="md"
      radius="lg"
      withBorder
      data-testid={`position-${position.id}`}
      data-symbol={symbol}
      data-floating-pnl={live.pnl ?? ''}
    >
      <RecordTitle
        symbol={symbol}
        name={position.name}
        side={position.side}
        origin={position.origin}
        detail={t('leverage', { value: position.leverage })}
        aside={
          live.pnl !== null && (
            <div style={{ textAlign: 'right', flexShrink: 0 }}>
              <Text size="xs" c="dimmed">
                {t('floatingPnl')}
              </Text>
              <PnlAmount value={live.pnl} currency={currency} fw={700} size="lg" data-testid="floatingPnl" />
            </div>
          )
        }
      />
      <FigureGrid figures={figures} />
      <Group gap="xs" mt="sm" justify="flex-end">
        <Button variant="default" size="sm" onClick={onEditStops} aria-label={t('editStopsLabel', { symbol })}>
          {t('editStops')}
        </Button>
        <Button color="red.9" size="sm" onClick={onClose} aria-label={t('closeLabel', { symbol })}>
          {t('close')}
        </Button>
      </Group>
    </Paper>
  );
}
