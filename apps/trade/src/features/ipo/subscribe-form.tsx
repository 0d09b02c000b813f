import { ActionIcon, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { IpoOfferingView, IpoPreviewView, IpoSubscriptionView } from '@platform/contracts';
import { formatMoney, groupDigits, toast, useShowError, useTexts } from '@platform/ui';
import { useState } from 'react';
import { fetchPreview, useChangeSubscription, useSubscribe } from './api.ts';
import { ConfirmSubscription } from './confirm-subscription.tsx';
import { amountOf } from './figures.ts';
import { IPO } from './texts.ts';

const WHOLE = /^\d{1,9}$/;

/** The lots typed, when they are a whole number of at least one. */
const lotsOf = (text: string) => (WHOLE.test(text.trim()) && Number(text) >= 1 ? Number(text) : null);

/**
 * A quantity in whole lots (+/− one lot) and, when the offering offers it, financing. Subscribe (or, changing an
 * existing subscription, Review) asks the server what it would freeze; the dialog shows it and Confirm places it.
 */
export function SubscribeForm({
  offering,
  subscription = null,
  onDone,
}: {
  offering: IpoOfferingView;
  /** The subscription being changed; none to subscribe. */
  subscription?: IpoSubscriptionView | null;
  onDone?(): void;
}) {
  const { t } = useTexts(IPO);
  const showError = useShowError();
  const change = subscription !== null;
  const subscribe = useSubscribe(offering.id);
  const changeQuantity = useChangeSubscription(subscription?.id ?? 0);
  const placing = change ? changeQuantity.isPending : subscribe.isPending;
  const [preview, setPreview] = useState<IpoPreviewView | null>(null);
  const form = useForm({
    initialValues: {
      lots: String(subscription ? Math.max(1, Math.round(subscription.quantity / offering.lotSize)) : 1),
      financing: subscription?.financed ?? false,
    },
    validate: { lots: (value) => (lotsOf(value) === null ? t('subscribe.lotsWhole') : null) },
  });
  const offersFinancing = offering.financingRate !== null && offering.financingLeverage !== null;
  const lots = lotsOf(form.values.lots);
  const quantity = lots === null ? null : lots * offering.lotSize;
  const step = (direction: 1 | -1) => {
    const next = Math.max(1, (lots ?? 0) + direction);
    form.setFieldValue('lots', String(next));
    form.clearFieldError('lots');
  };
  const body = () => ({
    quantity: (lotsOf(form.values.lots) ?? 0) * offering.lotSize,
    financing: offersFinancing && form.values.financing,
  });
  // The server's field errors name `quantity`: they belong on the lots.
  const rename = { quantity: 'lots' };
  const submit = form.onSubmit(async () => {
    try {
      setPreview(await fetchPreview(offering.id, body()));
    } catch (error) {
      showError(error, form, rename);
    }
  });
  const confirm = async () => {
    try {
      const placed = change
        ? await changeQuantity.mutateAsync({ quantity: body().quantity })
        : await subscribe.mutateAsync(body());
      toast.success(
        t(change ? 'toast.changed' : 'toast.subscribed', { amount: formatMoney(placed.amountPending, 'USD') }),
      );
      setPreview(null);
      onDone?.();
    } catch (error) {
      setPreview(null);
      showError(error, form, rename);
    }
  };
  const label = t('subscribe.lots');
  const stepButton = (direction: 1 | -1) => (
    <ActionIcon
      variant="light"
      size="lg"
      aria-label={t(direction === 1 ? 'subscribe.more' : 'subscribe.fewer')}
      onClick={() => step(direction)}
      disabled={direction === -1 && (lots ?? 0) <= 1}
    >
      <span aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
        {direction === 1 ? '+' : '−'}
      </span>
    </ActionIcon>
  );
  return (
    <form onSubmit={submit} noValidate aria-label={change ? t('changeTitle') : t('subscribe.title')}>
      <Stack gap="sm">
        <TextInput
          label={label}
          description={t('subscribe.lotsHint', {
            lot: groupDigits(offering.lotSize),
            shares: quantity === null ? '—' : groupDigits(quantity),
          })}
          inputMode="numeric"
          autoComplete="off"
          size="md"
          leftSection={stepButton(-1)}
          rightSection={stepButton(1)}
          leftSectionWidth={48}
          rightSectionWidth={48}
          leftSectionPointerEvents="all"
          rightSectionPointerEvents="all"
          styles={{ input: { textAlign: 'center', fontVariantNumeric: 'tabular-nums' } }}
          data-testid="ipo-lots"
          {...form.getInputProps('lots')}
        />
        {quantity !== null ? (
          <Text size="sm" data-testid="ipo-amount">
            {t('subscribe.amount', {
              price: formatMoney(offering.subscriptionPrice, offering.currency),
              amount: formatMoney(amountOf(offering.subscriptionPrice, quantity), offering.currency),
            })}
          </Text>
        ) : null}
        {offersFinancing && !change ? (
          <Switch
            label={t('subscribe.financing')}
            description={t('subscribe.financingHint', {
              rate: offering.financingRate,
              leverage: offering.financingLeverage,
            })}
            {...form.getInputProps('financing', { type: 'checkbox' })}
          />
        ) : null}
        <Group justify="flex-end" gap="xs">
          {change ? (
            <Button variant="default" onClick={onDone}>
              {t('preview.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={placing}>
            {change ? t('subscribe.review') : t('subscribe.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmSubscription
        preview={preview}
        offering={offering}
        change={change}
        busy={placing}
        onCancel={() => setPreview(null)}
        onConfirm={confirm}
      />
    </form>
  );
}
