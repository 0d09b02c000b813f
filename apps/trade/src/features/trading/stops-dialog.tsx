import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PositionView, Quote } from '@platform/contracts';
import { formatPrice, toast, useMessage, useShowError, useTexts } from '@platform/ui';
import { livePosition } from '../../lib/trading/live-figures.ts';
import { useSetStops } from './api.ts';
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
