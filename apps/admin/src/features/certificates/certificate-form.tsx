import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type CertificateBody, CONTENT_LIMITS } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { FieldRow, PublicImageField, SortField } from '../../shared/content/content-fields.tsx';
import { useContentForm } from '../../shared/content/content-form.ts';
import type { ContentFormProps } from '../../shared/content/content-page.tsx';

interface Values extends Record<string, unknown> {
  name: string;
  issuer: string;
  number: string;
  issuedOn: string;
  expiresOn: string;
  verifyUrl: string;
  verifyHow: string;
  image: string;
  sort: number | string;
}

const toBody = (v: Values): CertificateBody => ({ ...v, sort: Number(v.sort) || 0 });

export function CertificateForm({ item, onDone }: ContentFormProps<'certificates'>) {
  const { t } = useTranslation();
  const { form, submit } = useContentForm({
    kind: 'certificates',
    item,
    initialValues: {
      name: item?.name ?? '',
      issuer: item?.issuer ?? '',
      number: item?.number ?? '',
      issuedOn: item?.issuedOn ?? '',
      expiresOn: item?.expiresOn ?? '',
      verifyUrl: item?.verifyUrl ?? '',
      verifyHow: item?.verifyHow ?? '',
      image: item?.image ?? '',
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
          label={t('certificates.issuer')}
          description={t('certificates.issuerHint')}
          withAsterisk
          maxLength={CONTENT_LIMITS.nameMax}
          {...form.getInputProps('issuer')}
        />
        <TextInput label={t('certificates.number')} maxLength={100} {...form.getInputProps('number')} />
        <FieldRow>
          <TextInput label={t('certificates.issuedOn')} type="date" {...form.getInputProps('issuedOn')} />
          <TextInput label={t('certificates.expiresOn')} type="date" {...form.getInputProps('expiresOn')} />
        </FieldRow>
        <TextInput
          label={t('certificates.verifyUrl')}
          description={t('certificates.verifyUrlHint')}
          type="url"
          maxLength={300}
          {...form.getInputProps('verifyUrl')}
        />
        <Textarea
          label={t('certificates.verifyHow')}
          description={t('certificates.verifyHowHint')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={1000}
          {...form.getInputProps('verifyHow')}
        />
        <PublicImageField label={t('certificates.image')} {...form.getInputProps('image')} />
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
