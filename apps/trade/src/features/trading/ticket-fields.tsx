import {
  Button,
  SegmentedControl,
  type SegmentedControlProps,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ORDER_TYPES, openingPrice, type Quote, type TicketView, TRADING_LIMITS } from '@platform/contracts';
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

/**
 * Direction, type, the type's prices (trigger, limit, trail), quantity with half and full position, leverage, time in
 * force, stops.
 */
export function TicketFields({ form, ticket, quote, sizesCurrent }: TicketFieldsProps) {
  const { t } = useTexts(TRADING);
  const values = form.getValues();
  const { lotSize, tickSize, currency } = ticket;

  /** From the price typed, or else from the price the order would fill at now (a trail: from one tick). */
  const stepPriceField = (field: 'price' | 'triggerPrice' | 'trailAmount') => (direction: 1 | -1) => {
    const typed = values[field].trim();
    if (/^\d+(\.\d+)?$/.test(typed)) form.setFieldValue(field, stepPrice(typed, tickSize, direction));
    else if (field === 'trailAmount') form.setFieldValue(field, tickSize);
    else form.setFieldValue(field, openingPrice(values.side, quote) ?? quote.last);
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
        size="sm"
        data={ORDER_TYPES.map((value) => ({ value, label: t(`typeShort.${value}`) }))}
        {...form.getInputProps('type')}
      />
      {(values.type === 'stop' || values.type === 'stop_limit') && (
        <StepField
          label={t('triggerPrice')}
          inputMode="decimal"
          description={t(`triggerHint.${values.side}`, {
            price: (values.side === 'buy' ? quote.ask : quote.bid) ?? quote.last,
            tick: tickSize,
            currency,
          })}
          onStep={stepPriceField('triggerPrice')}
          {...form.getInputProps('triggerPrice')}
        />
      )}
      {(values.type === 'limit' || values.type === 'stop_limit') && (
        <StepField
          label={t('limitPrice')}
          inputMode="decimal"
          description={t('priceHint', { tick: tickSize, currency })}
          onStep={stepPriceField('price')}
          {...form.getInputProps('price')}
        />
      )}
      {values.type === 'trailing_stop' && (
        <>
          <Choice
            id="ticket-trail-by"
            label={t('trailBy.label')}
            data={[
              { value: 'amount', label: t('trailBy.amount') },
              { value: 'percent', label: t('trailBy.percent') },
            ]}
            {...form.getInputProps('trailBy')}
          />
          {values.trailBy === 'amount' ? (
            <StepField
              label={t('trailAmount')}
              inputMode="decimal"
              description={t('trailAmountHint', { tick: tickSize, currency })}
              onStep={stepPriceField('trailAmount')}
              {...form.getInputProps('trailAmount')}
            />
          ) : (
            <TextInput
              label={t('trailPercent')}
              size="md"
              inputMode="decimal"
              autoComplete="off"
              description={t('trailPercentHint', { max: TRADING_LIMITS.maxTrailPercent })}
              rightSection={
                <Text size="xs" c="dimmed">
                  %
                </Text>
              }
              {...form.getInputProps('trailPercent')}
            />
          )}
          {ticket.triggerPrice !== null && (
            <Text size="sm" data-testid="ticket-trailing-level">
              {t('trailingLevel')}: {ticket.triggerPrice} {currency}
            </Text>
          )}
        </>
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
      {values.type !== 'market' && (
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
