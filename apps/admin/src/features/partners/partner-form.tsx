import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { CONTENT_LIMITS, type PartnerBody } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { PublicImageField, SortField } from '../../shared/content/content-fields.tsx';
import { useContentForm } from '../../shared/content/content-form.ts';
import type { ContentFormProps } from '../../shared/content/content-page.tsx';

interface Values extends Record<string, unknown> {
  name: string;
  website: string;
  logo: string;
  relationship: string;
  verifyUrl: string;
  verifyHow: string;
  sort: number | string;
}

const toBody = (v: Values): PartnerBody => ({ ...v, sort: Number(v.sort) || 0 });

export function PartnerForm({ item, onDone }: ContentFormProps<'partners'>) {
  const { t } = useTranslation();
  const { form, submit } = useContentForm({
    kind: 'partners',
    item,
    initialValues: {
      name: item?.name ?? '',
      website: item?.website ?? '',
      logo: item?.logo ?? '',
      relationship: item?.relationship ?? '',
      verifyUrl: item?.verifyUrl ?? '',
      verifyHow: item?.verifyHow ?? '',
      sort: item?.sort ?? 0,
    } satisfies Values,
    toBody,
    onDone,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          data-autofocus
          label={t('content.name')}
          withAsterisk
          maxLength={CONTENT_LIMITS.nameMax}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('partners.website')}
          description={t('partners.websiteHint')}
          type="url"
          maxLength={300}
          {...form.getInputProps('website')}
        />
        <Textarea
          label={t('partners.relationship')}
          description={t('partners.relationshipHint')}
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
          {...form.getInputProps('relationship')}
        />
        <TextInput
          label={t('partners.verifyUrl')}
          description={t('partners.verifyUrlHint')}
          type="url"
          maxLength={300}
          {...form.getInputProps('verifyUrl')}
        />
        <Textarea
          label={t('partners.verifyHow')}
          description={t('partners.verifyHowHint')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={1000}
          {...form.getInputProps('verifyHow')}
        />
        <PublicImageField label={t('partners.logo')} {...form.getInputProps('logo')} />
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
