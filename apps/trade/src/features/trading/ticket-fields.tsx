import { Button, SegmentedControl, type SegmentedControlProps, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { openingPrice, type Quote, type TicketView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { StepField } from './step-field.tsx';
import { stepPrice, stepQuantity } from './steps.ts';
import { StopFields } from './stop-fields.tsx';
import { TRADING } from './texts.ts';
import type { TicketValues } from './ticket-values.ts';

/**
 * A labelled switch: the label names the radio group for readers. A refusal on it (a leverage not offered, a market
 * closed to market orders) is written under it, as a text field writes its own.
 */
function Choice({
  id,
  label,
  error,
  ...control
}: { id: string; label: string; error?: ReactNode } & SegmentedControlProps) {
  return (
    <div data-invalid={error ? 'true' : undefined}>
      <Text component="span" size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        aria-describedby={error ? `${id}-error` : undefined}
        fullWidth
        mt={4}
        {...control}
      />
      {error && (
        <Text size="sm" c="red.8" mt={4} id={`${id}-error`}>
          {error}
        </Text>
      )}
    </div>
  );
}

interface TicketFieldsProps {
  form: UseFormReturnType<TicketValues>;
  ticket: TicketView;
  quote: Quote;
  /** The half and full sizes are for the inputs shown (not still those of earlier ones). */
  sizesCurrent: boolean;
}

/** Direction, type, limit price, quantity with half and full position, leverage, time in force, stops. */
export function TicketFields({ form, ticket, quote, sizesCurrent }: TicketFieldsProps) {
  const { t } = useTexts(TRADING);
  const values = form.getValues();
  const { lotSize, tickSize, currency } = ticket;

  /** From the price typed, or else from the price the order would fill at now. */
  const stepLimitPrice = (direction: 1 | -1) => {
    const typed = values.price.trim();
    if (/^\d+(\.\d+)?$/.test(typed)) form.setFieldValue('price', stepPrice(typed, tickSize, direction));
    else form.setFieldValue('price', openingPrice(values.side, quote) ?? quote.last);
  };
  const stepQuantityField = (direction: 1 | -1) => {
    const typed = values.quantity.trim();
    const current = /^\d+$/.test(typed) ? Number(typed) : 0;
    form.setFieldValue('quantity', String(stepQuantity(current, lotSize, direction)));
  };
  const size = (quantity: number) => form.setFieldValue('quantity', String(quantity));

  return (
    <Stack gap="md">
      <Choice
        id="ticket-side"
        label={t('side.label')}
        size="md"
        color={values.side === 'buy' ? 'teal.9' : 'red.9'}
        data={[
          { value: 'buy', label: t('sideLong.buy') },
          { value: 'sell', label: t('sideLong.sell') },
        ]}
        {...form.getInputProps('side')}
      />
      <Choice
        id="ticket-type"
        label={t('type.label')}
        data={[
          { value: 'market', label: t('type.market') },
          { value: 'limit', label: t('type.limit') },
        ]}
        {...form.getInputProps('type')}
      />
      {values.type === 'limit' && (
        <StepField
          label={t('limitPrice')}
          inputMode="decimal"
          description={t('priceHint', { tick: tickSize, currency })}
          onStep={stepLimitPrice}
          {...form.getInputProps('price')}
        />
      )}
      <Stack gap={6}>
        <StepField
          label={t('quantity')}
          inputMode="numeric"
          description={
            ticket.multiplier === 1
              ? t('quantityHint', { lot: lotSize })
              : t('multiplierHint', { lot: lotSize, multiplier: ticket.multiplier })
          }
          onStep={stepQuantityField}
          {...form.getInputProps('quantity')}
        />
        <SimpleGrid cols={2} spacing="xs">
          <Button
            variant="light"
            disabled={!sizesCurrent || ticket.halfQuantity === 0}
            onClick={() => size(ticket.halfQuantity)}
          >
            {t('half')}
          </Button>
          <Button
            variant="light"
            disabled={!sizesCurrent || ticket.fullQuantity === 0}
            onClick={() => size(ticket.fullQuantity)}
          >
            {t('full')}
          </Button>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {sizesCurrent && ticket.fullQuantity === 0 ? t('noRoom') : t('sizeHint')}
        </Text>
      </Stack>
      <Choice
        id="ticket-leverage"
        label={t('leverage')}
        data={ticket.settings.leverages.map((value) => ({
          value: String(value),
          label: t('leverageOption', { value }),
        }))}
        {...form.getInputProps('leverage')}
      />
      {values.type === 'limit' && (
        <Choice
          id="ticket-tif"
          label={t('timeInForce.label')}
          data={[
            { value: 'gtc', label: t('timeInForce.gtc') },
            { value: 'day', label: t('timeInForce.day') },
          ]}
          {...form.getInputProps('timeInForce')}
        />
      )}
      <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" size="sm" fw={500} p={0}>
          {t('stops')}
        </Text>
        <StopFields form={form} currency={currency} />
        <Text size="xs" c="dimmed">
          {t('stopsHint')}
        </Text>
      </Stack>
    </Stack>
  );
}
