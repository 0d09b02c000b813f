import { Button, Group } from '@mantine/core';
import type { PositionView, Quote } from '@platform/contracts';
import { Amount, useDateFormat, useTexts } from '@platform/ui';
import { livePosition } from '../../lib/trading/live-figures.ts';
import type { Figure } from './figure-grid.tsx';
import { type AccountLevels, CostFigure, LevelFigure, PnlOnMargin } from './position-figures.tsx';
import { PnlAside, RecordCard } from './record-card.tsx';
import { RECORDS } from './records-texts.ts';
import { TRADING } from './texts.ts';

interface HoldingItemProps {
  position: PositionView;
  quote: Quote | undefined;
  /** its account's equity and levels at the same quotes, when known */
  account: AccountLevels | undefined;
  onClose: () => void;
  onEditStops: () => void;
}

/** An open position with its mark and floating P/L at the live quote, and what can be done with it. */
export function HoldingItem({ position, quote, account, onClose, onEditStops }: HoldingItemProps) {
  const { t } = useTexts(RECORDS);
  const { dateTime } = useDateFormat();
  const { currency, symbol } = position;
  const live = livePosition(position, quote);
  const levels = { position, mark: live.mark, account };
  const figures: Figure[] = [
    ['quantity', t('quantity', { ns: TRADING }), String(position.quantity)],
    ['openPrice', t('openPrice'), position.openPrice],
    ['mark', t('mark'), live.mark ?? '—'],
    ['margin', t('margin'), <Amount key="m" value={position.margin} currency={currency} />],
    ['cost', t('cost'), <CostFigure key="c" position={position} />],
    ['marginCallAt', t('marginCallAt'), <LevelFigure key="mc" {...levels} level="marginCall" />],
    ['stopOutAt', t('stopOutAt'), <LevelFigure key="so" {...levels} level="stopOut" />],
    ['stopLoss', t('stopLoss'), position.stopLoss ?? t('none')],
    ['takeProfit', t('takeProfit'), position.takeProfit ?? t('none')],
    ['openedAt', t('openedAt'), dateTime(position.openedAt)],
  ];
  return (
    <RecordCard
      testId={`position-${position.id}`}
      data={{ 'data-symbol': symbol, 'data-floating-pnl': live.pnl ?? '' }}
      symbol={symbol}
      name={position.name}
      side={position.side}
      origin={position.origin}
      detail={t('leverage', { value: position.leverage })}
      aside={
        live.pnl !== null && (
          <PnlAside label={t('floatingPnl')} value={live.pnl} currency={currency} testId="floatingPnl">
            <PnlOnMargin pnl={live.pnl} margin={position.margin} />
          </PnlAside>
        )
      }
      figures={figures}
    >
      <Group gap="xs" mt="sm" justify="flex-end">
        <Button variant="default" size="sm" onClick={onEditStops} aria-label={t('editStopsLabel', { symbol })}>
          {t('editStops')}
        </Button>
        <Button color="red.9" size="sm" onClick={onClose} aria-label={t('closeLabel', { symbol })}>
          {t('close')}
        </Button>
      </Group>
    </RecordCard>
  );
}
