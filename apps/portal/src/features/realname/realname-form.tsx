import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ID_TYPE_LABELS, ID_TYPES, type IdType, realNameBody } from '@platform/contracts';
import { toast, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { countriesQuery, countryOptions } from '../../lib/dict.ts';
import { useFormat } from '../../lib/format.ts';
import { realInfoKey, submitRealName } from '../../lib/realname.ts';
import { useSchemaValidate } from '../../lib/schema-form.ts';
import { ImageUpload } from '../../lib/ui/image-upload.tsx';
import { DROPDOWN_BELOW } from '../../lib/ui/select-props.ts';
import { useHeldSubmit } from '../../lib/use-held-submit.ts';
import { REALNAME } from './texts.ts';

interface Values {
  fullName: string;
  idType: IdType | '';
  idNumber: string;
  country: string;
  frontImage: string;
  backImage: string;
}

const EMPTY: Values = { fullName: '', idType: '', idNumber: '', country: '', frontImage: '', backImage: '' };

/** The identity document's two sides, each its field and its label. */
const ID_IMAGES = [
  ['frontImage', 'front'],
  ['backImage', 'back'],
] as const;

/** The identity form (POST /api/real): checked with the server's own schema, field errors on their fields. */
export function RealNameForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTexts(REALNAME);
  const format = useFormat();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const countries = useQuery(countriesQuery());
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: useSchemaValidate<Values>(realNameBody),
  });

  const mutation = useMutation({
    mutationFn: (values: Values) => submitRealName({ ...values, idType: values.idType as IdType }),
    onSuccess: (info) => {
      queryClient.setQueryData(realInfoKey, info);
      toast.success(t('success'));
      onDone?.();
    },
    onError: (error) => showError(error, form),
  });
  const { submit, sending, onBusyChange } = useHeldSubmit(mutation);

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <TextInput
          label={t('fullName')}
          description={t('fullNameHint')}
          autoComplete="name"
          maxLength={100}
          withAsterisk
          {...form.getInputProps('fullName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            comboboxProps={DROPDOWN_BELOW}
            label={t('idType')}
            data={ID_TYPES.map((value) => ({ value, label: format.label(ID_TYPE_LABELS, value) }))}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('idType')}
          />
          <TextInput label={t('idNumber')} maxLength={30} withAsterisk {...form.getInputProps('idNumber')} />
        </SimpleGrid>
        <Select
          comboboxProps={DROPDOWN_BELOW}
          label={t('country')}
          placeholder={t('searchCountry')}
          data={countryOptions(countries.data ?? [], format.language)}
          searchable
          withAsterisk
          nothingFoundMessage="—"
          {...form.getInputProps('country')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {ID_IMAGES.map(([field, label]) => (
            <ImageUpload
              key={field}
              label={t(label)}
              description={t('imageHint')}
              required
              path={form.values[field]}
              onPath={(path) => form.setFieldValue(field, path)}
              onBusyChange={onBusyChange}
              error={form.errors[field]}
            />
          ))}
        </SimpleGrid>
        <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
