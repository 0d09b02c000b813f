import { Button, Group, Stack, Text } from '@mantine/core';
import { fieldErrorsOf } from '@platform/client';
import { CURRENCY_DECIMALS, type PositionView, positionPnl, type Quote } from '@platform/contracts';
import { formatMoney, toast, useMessage, useShowError } from '@platform/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ratePercent } from '../../lib/money/rate.ts';
import { livePosition } from '../../lib/trading/live-figures.ts';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import { useClosePosition } from './api.ts';
import { OrderSheet } from './order-sheet.tsx';
import { RECORDS } from './records-texts.ts';
import { StepField } from './step-field.tsx';
import { stepQuantity } from './steps.ts';
import { quantityOf } from './ticket-values.ts';

interface CloseDialogProps {
  position: PositionView | null;
  quote: Quote | undefined;
  onDone: () => void;
}

/** Closing a position after confirming: all of it, or a part in whole lots. */
export function CloseDialog({ position, quote, onDone }: CloseDialogProps) {
  const { t } = useTranslation(RECORDS);
  const close = useClosePosition();
  return (
    <OrderSheet
      opened={position !== null}
      onClose={() => !close.isPending && onDone()}
      title={position ? t('closeDialog.title', { symbol: position.symbol }) : ''}
    >
      {position && <CloseForm key={position.id} position={position} quote={quote} close={close} onDone={onDone} />}
    </OrderSheet>
  );
}

interface CloseFormProps {
  position: PositionView;
  quote: Quote | undefined;
  close: ReturnType<typeof useClosePosition>;
  onDone: () => void;
}

function CloseForm({ position, quote, close, onDone }: CloseFormProps) {
  const { t } = useTranslation(RECORDS);
  const say = useMessage();
  const showError = useShowError();
  const [quantity, setQuantity] = useState(String(position.quantity));
  const [error, setError] = useState<string | null>(null);
  const { currency, lotSize } = position;
  const live = livePosition(position, quote);
  const part = quantityOf(quantity);
  const partPnl =
    live.mark && part && part <= position.quantity
      ? positionPnl(
          position.side,
          position.openPrice,
          live.mark,
          part,
          position.multiplier,
          CURRENCY_DECIMALS[currency],
        )
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (close.isPending) return;
    const problem =
      !part || part === 0
        ? say('addQuantity')
        : part % lotSize !== 0
          ? say('quantityNotLots')
          : part > position.quantity
            ? say('closeTooMuch')
            : null;
    setError(problem);
    if (problem || !part) return;
    close.mutate(
      { id: position.id, quantity: part === position.quantity ? undefined : part },
      {
        onSuccess: ({ closed }) => {
          toast.success(t('closeDialog.closed', { pnl: formatMoney(closed.realizedPnl, currency) }));
          onDone();
        },
        onError: (failure) => {
          const field = fieldErrorsOf(failure).quantity;
          if (field) setError(field);
          else showError(failure);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">
          {t('closeDialog.body', {
            side: t(position.side === 'buy' ? 'closeDialog.bid' : 'closeDialog.ask'),
            price: `${live.mark ?? '—'} ${currency}`,
            rate: ratePercent(position.feeRate),
          })}
        </Text>
        <StepField
          label={t('closeDialog.quantity')}
          inputMode="numeric"
          description={t('closeDialog.quantityHint', { max: position.quantity, lot: lotSize })}
          value={quantity}
          error={error}
          onChange={(event) => setQuantity(event.currentTarget.value)}
          onStep={(direction) =>
            setQuantity(String(Math.min(position.quantity, stepQuantity(part ?? 0, lotSize, direction))))
          }
          data-autofocus
        />
        {partPnl !== null && (
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('closeDialog.pnl')}
            </Text>
            <PnlAmount value={partPnl} currency={currency} fw={600} size="sm" />
          </Group>
        )}
        <Group justify="flex-end" grow mt="xs">
          <Button variant="default" onClick={onDone} disabled={close.isPending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" color="red.9" loading={close.isPending}>
            {t('common:ok')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
