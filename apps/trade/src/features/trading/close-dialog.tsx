import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { fieldErrorsOf } from '@platform/client';
import type { PositionView, Quote } from '@platform/contracts';
import { Amount, formatMoney, toast, useMessage, useShowError, useTexts } from '@platform/ui';
import { type FormEvent, useState } from 'react';
import { ratePercent } from '../../lib/money/rate.ts';
import { livePosition } from '../../lib/trading/live-figures.ts';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import { useClosePosition } from './api.ts';
import { CLOSE_SHARES, closeFigures, shareOf } from './close-figures.ts';
import { OrderSheet } from './order-sheet.tsx';
import { RECORDS } from './records-texts.ts';
import { StepField } from './step-field.tsx';
import { stepQuantity } from './steps.ts';
import { quantityError, quantityOf } from './ticket-values.ts';

interface CloseDialogProps {
  position: PositionView | null;
  quote: Quote | undefined;
  onDone: () => void;
}

/** Closing a position after confirming: all of it, or a part in whole lots. */
export function CloseDialog({ position, quote, onDone }: CloseDialogProps) {
  const { t } = useTexts(RECORDS);
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
  const { t } = useTexts(RECORDS);
  const say = useMessage();
  const showError = useShowError();
  const [quantity, setQuantity] = useState(String(position.quantity));
  const [error, setError] = useState<string | null>(null);
  const { currency, lotSize } = position;
  const live = livePosition(position, quote);
  const part = quantityOf(quantity);
  const figures = live.mark && part && part <= position.quantity ? closeFigures(position, live.mark, part) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (close.isPending) return;
    const problem =
      quantityError(quantity, lotSize, say) ?? (part && part > position.quantity ? say('closeTooMuch') : null);
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
        <div>
          <Text component="span" size="sm" fw={500} id="close-share">
            {t('closeDialog.share')}
          </Text>
          <SimpleGrid cols={4} spacing="xs" mt={4} role="group" aria-labelledby="close-share">
            {CLOSE_SHARES.map((percent) => {
              const size = shareOf(position.quantity, lotSize, percent);
              const chosen = size > 0 && part === size;
              return (
                <Button
                  key={percent}
                  variant={chosen ? 'filled' : 'light'}
                  px={4}
                  disabled={size === 0 || close.isPending}
                  aria-pressed={chosen}
                  aria-label={t('closeDialog.shareLabel', { percent, quantity: size })}
                  data-testid={`close-share-${percent}`}
                  onClick={() => {
                    setQuantity(String(size));
                    setError(null);
                  }}
                >
                  {t('closeDialog.shareOption', { percent })}
                </Button>
              );
            })}
          </SimpleGrid>
        </div>
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
        {figures !== null && (
          <Stack gap={4} data-testid="close-figures">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('closeDialog.pnl')}
              </Text>
              <PnlAmount value={figures.pnl} currency={currency} fw={500} size="sm" data-testid="close-pnl" />
            </Group>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('closeDialog.closeFee', { rate: ratePercent(position.feeRate) })}
              </Text>
              <Text size="sm" fw={500} data-testid="close-fee">
                <Amount value={figures.fee} currency={currency} />
              </Text>
            </Group>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('closeDialog.net')}
              </Text>
              <PnlAmount value={figures.net} currency={currency} fw={700} size="sm" data-testid="close-net" />
            </Group>
            <Text size="xs" c="dimmed">
              {t('closeDialog.netHint', {
                side: t(position.side === 'buy' ? 'closeDialog.bid' : 'closeDialog.ask'),
              })}
            </Text>
          </Stack>
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
