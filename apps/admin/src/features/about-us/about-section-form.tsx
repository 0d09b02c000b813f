import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type AboutSectionBody, CONTENT_LIMITS, type Language } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { FieldRow, LanguageField, PublicImageField, SortField } from '../../shared/content/content-fields.tsx';
import { useContentForm } from '../../shared/content/content-form.ts';
import type { ContentFormProps } from '../../shared/content/content-page.tsx';
import { RichTextField } from '../../shared/rich-text/rich-text-field.tsx';

interface Values extends Record<string, unknown> {
  language: string;
  tag: string;
  title: string;
  body: string;
  image: string;
  sort: number | string;
}

const toBody = (v: Values): AboutSectionBody => ({
  ...v,
  language: v.language as Language,
  tag: v.tag.trim(),
  sort: Number(v.sort) || 0,
});

export function AboutSectionForm({ item, onDone }: ContentFormProps<'about'>) {
  const { t } = useTranslation();
  const { form, submit } = useContentForm({
    kind: 'about',
    item,
    initialValues: {
      language: item?.language ?? 'en',
      tag: item?.tag ?? '',
      title: item?.title ?? '',
      body: item?.body ?? '',
      image: item?.image ?? '',
      sort: item?.sort ?? 0,
    } satisfies Values,
    toBody,
    onDone,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FieldRow>
          <LanguageField {...form.getInputProps('language')} />
          <TextInput
            label={t('aboutUs.tag')}
            description={t('aboutUs.tagHint')}
            withAsterisk
            maxLength={CONTENT_LIMITS.tagMax}
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps('tag')}
          />
        </FieldRow>
        <TextInput
          data-autofocus
          label={t('content.title')}
          withAsterisk
          maxLength={CONTENT_LIMITS.titleMax}
          {...form.getInputProps('title')}
        />
        <RichTextField
          label={t('content.body')}
          withAsterisk
          maxLength={CONTENT_LIMITS.htmlMax}
          {...form.getInputProps('body')}
        />
        <PublicImageField label={t('aboutUs.image')} {...form.getInputProps('image')} />
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
