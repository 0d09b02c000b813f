import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TABULAR } from '@platform/ui';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import type { ProductValues } from './product-values.ts';

/** The contract's most rent options a product may offer. */
const MAX_RENT_OPTIONS = 6;

/** The rental periods offered, each its days and fee; rows added and removed in place. */
export function RentOptionsFields({ form }: { form: UseFormReturnType<ProductValues> }) {
  const { t } = useAppTexts<ScreenTexts>();
  const options = form.getValues().rentOptions;
  const listError = form.errors.rentOptions;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('robots.form.rentOptions')}
      </Text>
      {options.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('robots.form.noRent')}
        </Text>
      )}
      {options.map((_, index) => {
        const n = index + 1;
        return (
          // Rows are positional: removing one moves the later ones up, as the form's list does.
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('robots.form.rentDaysOf', { n })}
              placeholder={t('robots.form.rentDays')}
              inputMode="numeric"
              autoComplete="off"
              w={110}
              styles={{ input: TABULAR }}
              {...form.getInputProps(`rentOptions.${index}.days`)}
            />
            <TextInput
              aria-label={t('robots.form.rentFeeOf', { n })}
              placeholder={t('robots.form.rentFee')}
              inputMode="decimal"
              autoComplete="off"
              style={{ flex: 1 }}
              styles={{ input: TABULAR }}
              {...form.getInputProps(`rentOptions.${index}.fee`)}
            />
            <Button
              variant="subtle"
              color="red"
              size="sm"
              onClick={() => form.removeListItem('rentOptions', index)}
              aria-label={t('robots.form.removeRent', { n })}
            >
              ×
            </Button>
          </Group>
        );
      })}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          size="compact-sm"
          disabled={options.length >= MAX_RENT_OPTIONS}
          onClick={() => form.insertListItem('rentOptions', { days: '', fee: '' })}
        >
          {t('robots.form.addRent')}
        </Button>
      </Group>
    </Stack>
  );
}
