// The create form of a price alert on one instrument, prefilled with its current price: the condition, the level or
// the move, and whether to e-mail too. Checked with the contracts' schema here; what only the server knows (the tick,
// the side of the last price, the limit) comes back on its field.
import { Anchor, Button, Checkbox, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ALERT_KINDS,
  ALERT_LIMITS,
  type AlertKind,
  alertCreateBody,
  type Instrument,
  type Quote,
} from '@platform/contracts';
import { toast, useSchemaValidate, useShowError, useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { alertRequests, useAlertMutation } from './api.ts';
import { ALERTS } from './texts.ts';

interface Values {
  symbol: string;
  kind: AlertKind;
  price: string;
  percent: string;
  email: boolean;
}

export interface AlertFormProps {
  instrument: Pick<Instrument, 'symbol' | 'tickSize'>;
  quote: Pick<Quote, 'last' | 'prevClose' | 'changePercent'>;
  onDone?: () => void;
}

export function AlertForm({ instrument, quote, onDone }: AlertFormProps) {
  const { t } = useTexts(ALERTS);
  const showError = useShowError();
  const create = useAlertMutation(alertRequests.create);
  const form = useForm<Values>({
    initialValues: { symbol: instrument.symbol, kind: 'above', price: quote.last, percent: '2', email: false },
    validate: useSchemaValidate<Values>(alertCreateBody),
  });
  const { kind } = form.values;
  const submit = form.onSubmit(async (values) => {
    const body =
      values.kind === 'move'
        ? { symbol: values.symbol, kind: values.kind, percent: values.percent.trim(), email: values.email }
        : { symbol: values.symbol, kind: values.kind, price: values.price.trim(), email: values.email };
    try {
      await create.mutateAsync(body);
      toast.success(t('form.created', { symbol: instrument.symbol }));
      onDone?.();
    } catch (error) {
      showError(error, form);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title', { symbol: instrument.symbol })}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="alert-kind-label">
            {t('form.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="alert-kind-label"
            fullWidth
            data={ALERT_KINDS.map((value) => ({ value, label: t(`form.${value}`) }))}
            value={kind}
            onChange={(value) => form.setFieldValue('kind', value as AlertKind)}
          />
        </Stack>
        {form.errors.symbol ? (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.symbol}
          </Text>
        ) : null}
        {kind === 'move' ? (
          <TextInput
            key="percent"
            label={t('form.percent')}
            description={t('form.percentHint', { prevClose: quote.prevClose, change: quote.changePercent })}
            inputMode="decimal"
            autoComplete="off"
            rightSection="%"
            {...form.getInputProps('percent')}
          />
        ) : (
          <TextInput
            key="price"
            label={t('form.price')}
            description={t('form.priceHint', { last: quote.last, tick: instrument.tickSize })}
            inputMode="decimal"
            autoComplete="off"
            styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('price')}
          />
        )}
        <Checkbox label={t('form.email')} {...form.getInputProps('email', { type: 'checkbox' })} />
        <Text size="xs" c="dimmed">
          {t('form.limit', { limit: ALERT_LIMITS.waiting })}
        </Text>
        <Button type="submit" loading={create.isPending}>
          {t('form.submit')}
        </Button>
        <Anchor component={Link} to="/alerts" size="sm" ta="center">
          {t('form.manage')}
        </Anchor>
      </Stack>
    </form>
  );
}
