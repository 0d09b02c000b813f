import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { CASE_STATE_LABELS, CONTENT_LIMITS, type Language, type PublishedCaseBody } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LanguageField, PublicImageField } from '../../shared/content/content-fields.tsx';
import { useContentForm } from '../../shared/content/content-form.ts';
import type { ContentFormProps } from '../../shared/content/content-page.tsx';
import { useLocalized } from '../../shared/localized.ts';
import { RichTextField } from '../../shared/rich-text/rich-text-field.tsx';
import { closedCasesQuery } from './closed-cases.ts';

interface Values extends Record<string, unknown> {
  sourceCaseId: string;
  language: string;
  title: string;
  summary: string;
  body: string;
  coverImage: string;
}

const toBody = (v: Values): PublishedCaseBody => ({
  ...v,
  sourceCaseId: Number(v.sourceCaseId) || 0,
  language: v.language as Language,
});

export function PublishedCaseForm({ item, onDone }: ContentFormProps<'cases'>) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const closed = useQuery(closedCasesQuery());
  const { form, submit } = useContentForm({
    kind: 'cases',
    item,
    initialValues: {
      sourceCaseId: item ? String(item.sourceCaseId) : '',
      language: item?.language ?? 'en',
      title: item?.title ?? '',
      summary: item?.summary ?? '',
      body: item?.body ?? '',
      coverImage: item?.coverImage ?? '',
    } satisfies Values,
    toBody,
    onDone,
  });
  const options = (closed.data ?? []).map((c) => ({
    value: String(c.id),
    label: t('publishedCases.caseOption', {
      number: c.trackingNumber,
      state: localized(CASE_STATE_LABELS[c.status]),
      amount: c.amount,
      currency: c.currency,
    }),
  }));
  // An item keeps its source even when that case is no longer among the newest hundred.
  if (item && !options.some((o) => o.value === String(item.sourceCaseId))) {
    options.unshift({ value: String(item.sourceCaseId), label: item.trackingNumber });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NativeSelect
          data-autofocus
          label={t('publishedCases.source')}
          description={closed.isPending ? t('publishedCases.sourceLoading') : t('publishedCases.sourceHint')}
          withAsterisk
          data={[{ value: '', label: t('publishedCases.chooseCase') }, ...options]}
          {...form.getInputProps('sourceCaseId')}
        />
        {closed.data && options.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('publishedCases.noClosed')}
          </Text>
        ) : null}
        <LanguageField {...form.getInputProps('language')} />
        <TextInput
          label={t('content.title')}
          withAsterisk
          maxLength={CONTENT_LIMITS.titleMax}
          {...form.getInputProps('title')}
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
        <RichTextField
          label={t('content.body')}
          withAsterisk
          maxLength={CONTENT_LIMITS.htmlMax}
          {...form.getInputProps('body')}
        />
        <PublicImageField label={t('content.coverImage')} {...form.getInputProps('coverImage')} />
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
