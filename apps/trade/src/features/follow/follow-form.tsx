import { Anchor, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '@platform/client';
import { type FollowInstitutionView, type FollowPreviewView, followOrderBody } from '@platform/contracts';
import { formatMoney, toast, useDateFormat, useSchemaValidate, useShowError, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { realInfoQuery } from '../../lib/identity/api.ts';
import { KycNotice } from '../../lib/product/index.ts';
import { fetchPreview, usePlaceFollowOrder } from './api.ts';
import { ConfirmFollow } from './confirm-follow.tsx';
import { FOLLOW, FOLLOW_RANGE } from './texts.ts';

type Values = { amount: string; periodDays: string };

/** The server refuses a follow order without a verified identity with gate 'kyc'. */
const isKycGate = (error: unknown) => isApiError(error) && (error.data as { gate?: string } | null)?.gate === 'kyc';

/**
 * The follow order: an amount (checked by the contract's own rule, in the reader's language) and one of the periods
 * offered. Follow asks the server for the preview; the dialog shows it and Confirm places the order.
 */
export function FollowForm({ institution }: { institution: FollowInstitutionView }) {
  const { t } = useTexts(FOLLOW);
  const { dateTime } = useDateFormat();
  const showError = useShowError();
  const identity = useQuery(realInfoQuery());
  const place = usePlaceFollowOrder(institution.id);
  const [preview, setPreview] = useState<FollowPreviewView | null>(null);
  const [gated, setGated] = useState(false);
  const form = useForm<Values>({
    initialValues: { amount: '', periodDays: String(institution.periods[0] ?? '') },
    validate: useSchemaValidate<Values>(followOrderBody),
  });
  const body = (values: Values) => ({ amount: values.amount.trim(), periodDays: Number(values.periodDays) });
  const refused = (error: unknown) => {
    if (isKycGate(error)) setGated(true);
    else showError(error, form);
  };
  const submit = form.onSubmit(async (values) => {
    try {
      setPreview(await fetchPreview(institution.id, body(values)));
    } catch (error) {
      refused(error);
    }
  });
  const confirm = async () => {
    try {
      const order = await place.mutateAsync(body(form.values));
      toast.success(t('form.placed', { amount: formatMoney(order.amount, 'USD'), date: dateTime(order.endsAt) }));
      form.setFieldValue('amount', '');
    } catch (error) {
      refused(error);
    }
    setPreview(null);
  };
  const status = identity.data?.status;
  const unverified = gated || (status !== undefined && status !== 'approved');
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="sm">
        {unverified ? (
          <KycNotice pending={status === 'pending'} namespace={FOLLOW} group="form" testId="follow-kyc-gate" />
        ) : null}
        <Stack gap="sm">
          <TextInput
            label={t('form.amount')}
            description={t('form.amountHint', FOLLOW_RANGE)}
            inputMode="decimal"
            autoComplete="off"
            styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('amount')}
          />
          <Select
            label={t('form.period')}
            data={institution.periods.map((days) => ({
              value: String(days),
              label: t('form.periodOption', { count: days }),
            }))}
            allowDeselect={false}
            {...form.getInputProps('periodDays')}
          />
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to="/records?tab=follow" size="sm">
            {t('form.records')}
          </Anchor>
          <Button type="submit" loading={place.isPending} disabled={!institution.active || unverified}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmFollow
        name={institution.name}
        preview={preview}
        busy={place.isPending}
        onCancel={() => setPreview(null)}
        onConfirm={confirm}
      />
    </form>
  );
}
