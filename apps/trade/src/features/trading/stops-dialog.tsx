import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { compareDecimals, formatAmount, type PositionView, type Quote } from '@platform/contracts';
import { directionOf, formatPrice, toast, useMessage, useShowError, useTexts } from '@platform/ui';
import { livePosition } from '../../lib/trading/live-figures.ts';
import { useSetStops } from './api.ts';
import { closeFigures } from './close-figures.ts';
import { OrderSheet } from './order-sheet.tsx';
import { RECORDS } from './records-texts.ts';
import { PRICE_PATTERN } from './steps.ts';
import { StopFields } from './stop-fields.tsx';
import { TRADING } from './texts.ts';

interface StopsDialogProps {
  position: PositionView | null;
  quote: Quote | undefined;
  onDone: () => void;
}

/** Sets or removes an open position's stop-loss and take-profit; the server checks their ticks and sides. */
export function StopsDialog({ position, quote, onDone }: StopsDialogProps) {
  const { t } = useTexts(RECORDS);
  return (
    <OrderSheet
      opened={position !== null}
      onClose={onDone}
      title={position ? t('stopsDialog.title', { symbol: position.symbol }) : ''}
    >
      {position && <StopsForm key={position.id} position={position} quote={quote} onDone={onDone} />}
    </OrderSheet>
  );
}

function StopsForm({
  position,
  quote,
  onDone,
}: {
  position: PositionView;
  quote: Quote | undefined;
  onDone: () => void;
}) {
  const { t } = useTexts(RECORDS);
  const say = useMessage();
  const { t: tt } = useTexts(TRADING);
  const showError = useShowError();
  const save = useSetStops();
  const rule = (value: string) => (!value.trim() || PRICE_PATTERN.test(value.trim()) ? null : tt('invalidPrice'));
  const form = useForm({
    initialValues: { stopLoss: position.stopLoss ?? '', takeProfit: position.takeProfit ?? '' },
    validate: { stopLoss: rule, takeProfit: rule },
  });
  const mark = livePosition(position, quote).mark;
  const submit = form.onSubmit(({ stopLoss, takeProfit }) =>
    save.mutate(
      { id: position.id, stopLoss: stopLoss.trim() || null, takeProfit: takeProfit.trim() || null },
      {
        onSuccess: () => {
          toast.success(say('stopsSaved'));
          onDone();
        },
        onError: (error) => showError(error, form),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">
          {t('stopsDialog.hint', { price: mark ? formatPrice(mark, position.currency) : `— ${position.currency}` })}
        </Text>
        <StopFields form={form} currency={position.currency} autoFocus />
        <LevelOutcome position={position} field="stopLoss" price={form.values.stopLoss} />
        <LevelOutcome position={position} field="takeProfit" price={form.values.takeProfit} />
        {(form.values.stopLoss.trim() || form.values.takeProfit.trim()) && (
          <Text size="xs" c="dimmed">
            {t('stopsDialog.levelHint')}
          </Text>
        )}
        <Group justify="flex-end" grow mt="xs">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('stopsDialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What closing the whole position at a stop-loss or take-profit price yields: its P/L, the closing fee, the net. */
function LevelOutcome({
  position,
  field,
  price,
}: {
  position: PositionView;
  field: 'stopLoss' | 'takeProfit';
  price: string;
}) {
  const { t } = useTexts(RECORDS);
  const level = price.trim();
  if (!PRICE_PATTERN.test(level) || compareDecimals(level, '0') <= 0) return null;
  const { currency } = position;
  const { pnl, fee, net } = closeFigures(position, level, position.quantity);
  const signed = (value: string) => `${directionOf(value) === 'up' ? '+' : ''}${formatAmount(value, currency)}`;
  return (
    <div data-testid={`outcome-${field}`}>
      <Text size="xs" c="dimmed">
        {t(field === 'stopLoss' ? 'stopsDialog.ifStopLoss' : 'stopsDialog.ifTakeProfit', {
          price: formatPrice(level, currency),
        })}
      </Text>
      <Text size="sm" fw={500}>
        {t('stopsDialog.levelFigures', { pnl: signed(pnl), fee: formatAmount(fee, currency), net: signed(net) })}{' '}
        {currency}
      </Text>
    </div>
  );
}
