import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { CONTENT_LIMITS, type Language, type ServiceBody } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { LanguageField, PublicImageField, SortField } from '../../shared/content/content-fields.tsx';
import { useContentForm } from '../../shared/content/content-form.ts';
import type { ContentFormProps } from '../../shared/content/content-page.tsx';
import { RichTextField } from '../../shared/rich-text/rich-text-field.tsx';

interface Values extends Record<string, unknown> {
  language: string;
  name: string;
  summary: string;
  body: string;
  icon: string;
  sort: number | string;
}

const toBody = (v: Values): ServiceBody => ({ ...v, language: v.language as Language, sort: Number(v.sort) || 0 });

export function ServiceForm({ item, onDone }: ContentFormProps<'services'>) {
  const { t } = useTranslation();
  const { form, submit } = useContentForm({
    kind: 'services',
    item,
    initialValues: {
      language: item?.language ?? 'en',
      name: item?.name ?? '',
      summary: item?.summary ?? '',
      body: item?.body ?? '',
      icon: item?.icon ?? '',
      sort: item?.sort ?? 0,
    } satisfies Values,
    toBody,
    onDone,
  });
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
        <RichTextField
          label={t('content.body')}
          withAsterisk
          maxLength={CONTENT_LIMITS.htmlMax}
          {...form.getInputProps('body')}
        />
        <PublicImageField label={t('services.icon')} {...form.getInputProps('icon')} />
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
