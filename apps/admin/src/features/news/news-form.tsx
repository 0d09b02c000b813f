import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { CONTENT_LIMITS, type Language, type LatestNewsBody } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { LanguageField, PublicImageField } from '../../shared/content/content-fields.tsx';
import { useContentForm } from '../../shared/content/content-form.ts';
import type { ContentFormProps } from '../../shared/content/content-page.tsx';
import { RichTextField } from '../../shared/rich-text/rich-text-field.tsx';

interface Values extends Record<string, unknown> {
  language: string;
  title: string;
  summary: string;
  body: string;
  coverImage: string;
}

const toBody = (v: Values): LatestNewsBody => ({
  language: v.language as Language,
  title: v.title,
  summary: v.summary,
  body: v.body,
  coverImage: v.coverImage,
});

export function NewsForm({ item, onDone }: ContentFormProps<'news'>) {
  const { t } = useTranslation();
  const { form, submit } = useContentForm({
    kind: 'news',
    item,
    initialValues: {
      language: item?.language ?? 'en',
      title: item?.title ?? '',
      summary: item?.summary ?? '',
      body: item?.body ?? '',
      coverImage: item?.coverImage ?? '',
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
