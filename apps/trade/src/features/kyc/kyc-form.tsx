// The KYC form (POST /api/kyc): country, ID card or passport, the names, the number, and the document's images (an ID
// card's two sides, a passport's photo page), taken with the camera on a phone. Checked with the server's own schema
// first, so the spec's messages show on their fields before anything is sent.
import { Button, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UploadResult } from '@platform/client';
import { countryOptions, KYC_ID_TYPES, type KycIdType, kycBody, realNameApi } from '@platform/contracts';
import { toast, Upload, useSchemaValidate, useShowError, useTexts, useUploadsBusy } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { countriesQuery, identityKeys } from '../../lib/identity/api.ts';
import { KYC } from './texts.ts';

interface Values {
  country: string;
  idType: KycIdType;
  firstName: string;
  lastName: string;
  idNumber: string;
  front: UploadResult | null;
  back: UploadResult | null;
}

const toBody = (v: Values) => ({
  country: v.country,
  idType: v.idType,
  firstName: v.firstName,
  lastName: v.lastName,
  idNumber: v.idNumber,
  frontImage: v.front?.path ?? '',
  ...(v.idType === 'id_card' ? { backImage: v.back?.path ?? '' } : {}),
});

/** The two name fields, each with what the browser may fill it from. */
const NAME_FIELDS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
] as const;

export function KycForm({ names }: { names?: { firstName: string; lastName: string } }) {
  const { t, i18n } = useTexts(KYC);
  const showError = useShowError();
  const queryClient = useQueryClient();
  const countries = useQuery(countriesQuery());
  const form = useForm<Values>({
    initialValues: {
      country: '',
      idType: 'id_card',
      firstName: names?.firstName ?? '',
      lastName: names?.lastName ?? '',
      idNumber: '',
      front: null,
      back: null,
    },
    validate: useSchemaValidate<Values>(kycBody, toBody),
  });
  const submit = useMutation({
    mutationFn: (values: Values) => api.call(realNameApi.submitKyc, { body: toBody(values) }),
    onSuccess: (info) => {
      queryClient.setQueryData(identityKeys.info, info);
      toast.success(t('submitted'));
    },
    onError: (error) => showError(error, form, { frontImage: 'front', backImage: 'back' }),
  });
  const uploads = useUploadsBusy();
  const passport = form.values.idType === 'passport';
  const image = (field: 'front' | 'back', label: string) => (
    <Upload
      client={api}
      label={label}
      description={t('imageHint')}
      accept="image/png,image/jpeg,image/gif,image/webp"
      capture="environment"
      required
      value={form.values[field]?.url ?? null}
      onChange={(file) => {
        form.setFieldValue(field, file);
        // A refusal of the missing image, from the form or the server, ends when one is in.
        form.clearFieldError(field);
        form.clearFieldError(field === 'front' ? 'frontImage' : 'backImage');
      }}
      onBusyChange={uploads.onBusyChange}
      error={form.errors[field] ?? form.errors[field === 'front' ? 'frontImage' : 'backImage']}
    />
  );

  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit.mutate(values))}>
      <Stack gap="md">
        <Select
          label={t('country')}
          placeholder={t('searchCountry')}
          data={countryOptions(countries.data ?? [], i18n.language.startsWith('zh') ? 'zh' : 'en')}
          searchable
          withAsterisk
          nothingFoundMessage="—"
          comboboxProps={{ position: 'bottom', middlewares: { flip: false, shift: false } }}
          {...form.getInputProps('country')}
        />
        <Radio.Group label={t('idType')} withAsterisk {...form.getInputProps('idType')}>
          <SimpleGrid cols={2} mt={6}>
            {KYC_ID_TYPES.map((value) => (
              <Radio key={value} value={value} label={value === 'passport' ? t('passport') : t('idCard')} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {NAME_FIELDS.map(([field, autoComplete]) => (
            <TextInput
              key={field}
              label={t(field)}
              autoComplete={autoComplete}
              maxLength={50}
              withAsterisk
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <TextInput
          label={passport ? t('passportNumber') : t('idCardNumber')}
          maxLength={30}
          withAsterisk
          {...form.getInputProps('idNumber')}
        />
        <SimpleGrid cols={{ base: 1, sm: passport ? 1 : 2 }}>
          {image('front', passport ? t('photoPage') : t('front'))}
          {!passport && image('back', t('back'))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('private')}
        </Text>
        <Button type="submit" loading={submit.isPending || uploads.busy} style={{ alignSelf: 'flex-start' }}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
