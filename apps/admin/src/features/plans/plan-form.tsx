import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CLAIM_CURRENCIES,
  type ClaimCurrency,
  CONTENT_LIMITS,
  type Language,
  PLAN_FEE_KINDS,
  type PlanBody,
  type PlanFeeKind,
} from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { FieldRow, LanguageField, SortField } from '../../shared/content/content-fields.tsx';
import { useContentForm } from '../../shared/content/content-form.ts';
import type { ContentFormProps } from '../../shared/content/content-page.tsx';
import { RichTextField } from '../../shared/rich-text/rich-text-field.tsx';

interface Values extends Record<string, unknown> {
  language: string;
  name: string;
  summary: string;
  body: string;
  feeKind: string;
  feePercent: string;
  feeAmount: string;
  feeCurrency: string;
  feeNote: string;
  features: string;
  sort: number | string;
}

// Only the figures of the chosen fee kind are sent, so switching kinds never leaves a stale figure behind.
const toBody = (v: Values): PlanBody => ({
  language: v.language as Language,
  name: v.name,
  summary: v.summary,
  body: v.body,
  feeKind: v.feeKind as PlanFeeKind,
  feePercent: v.feeKind === 'percent_of_settlement' ? v.feePercent.trim() : null,
  feeAmount: v.feeKind === 'fixed_on_settlement' ? v.feeAmount.trim() : null,
  feeCurrency: v.feeKind === 'fixed_on_settlement' ? ((v.feeCurrency || null) as ClaimCurrency | null) : null,
  feeNote: v.feeNote,
  features: v.features
    .split('\n')
    .map((f) => f.trim())
    .filter(Boolean),
  sort: Number(v.sort) || 0,
});

export function PlanForm({ item, onDone }: ContentFormProps<'plans'>) {
  const { t } = useTranslation();
  const { form, submit } = useContentForm({
    kind: 'plans',
    item,
    initialValues: {
      language: item?.language ?? 'en',
      name: item?.name ?? '',
      summary: item?.summary ?? '',
      body: item?.body ?? '',
      feeKind: item?.feeKind ?? 'none',
      feePercent: item?.feePercent ?? '',
      feeAmount: item?.feeAmount ?? '',
      feeCurrency: item?.feeCurrency ?? 'USD',
      feeNote: item?.feeNote ?? '',
      features: item?.features.join('\n') ?? '',
      sort: item?.sort ?? 0,
    } satisfies Values,
    toBody,
    onDone,
    rename: { 'features.0': 'features' },
  });
  const feeKind = form.values.feeKind;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <LanguageField {...form.getInputProps('language')} />
        <TextInput
          data-autofocus
          label={t('content.name')}
          withAsterisk
          maxLength={CONTENT_LIMITS.nameMax}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('content.summary')}
          description={t('content.summaryHint')}
          autosize
          minRows={2}
          maxRows={4}
          maxLength={CONTENT_LIMITS.summaryMax}
          {...form.getInputProps('summary')}
        />
        <Alert color="blue" variant="outline" p="xs">
          {t('plans.noUpfront')}
        </Alert>
        <NativeSelect
          label={t('plans.feeKind')}
          withAsterisk
          data={PLAN_FEE_KINDS.map((k) => ({ value: k, label: t(`plans.feeKinds.${k}`) }))}
          {...form.getInputProps('feeKind')}
        />
        {feeKind === 'percent_of_settlement' ? (
          <TextInput
            label={t('plans.feePercent')}
            description={t('plans.feePercentHint')}
            withAsterisk
            inputMode="decimal"
            rightSection="%"
            w={200}
            {...form.getInputProps('feePercent')}
          />
        ) : null}
        {feeKind === 'fixed_on_settlement' ? (
          <FieldRow>
            <TextInput
              label={t('plans.feeAmount')}
              withAsterisk
              inputMode="decimal"
              {...form.getInputProps('feeAmount')}
            />
            <NativeSelect
              label={t('plans.feeCurrency')}
              withAsterisk
              data={CLAIM_CURRENCIES.map((c) => ({ value: c, label: c }))}
              {...form.getInputProps('feeCurrency')}
            />
          </FieldRow>
        ) : null}
        <Textarea
          label={t('plans.feeNote')}
          description={t('plans.feeNoteHint')}
          withAsterisk
          autosize
          minRows={2}
          maxRows={4}
          maxLength={500}
          {...form.getInputProps('feeNote')}
        />
        <Textarea
          label={t('plans.features')}
          description={t('plans.featuresHint')}
          autosize
          minRows={3}
          maxRows={12}
          {...form.getInputProps('features')}
        />
        <RichTextField label={t('content.body')} maxLength={CONTENT_LIMITS.htmlMax} {...form.getInputProps('body')} />
        <SortField {...form.getInputProps('sort')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('content.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
