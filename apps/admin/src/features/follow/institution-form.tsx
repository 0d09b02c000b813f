import { NativeSelect, NumberInput, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { type AdminFollowInstitutionView, FOLLOW_STRATEGIES } from '@platform/contracts';
import { loosely } from '@platform/ui';
import { DecimalField, DescriptionField, FieldGrid, NameField, OfferedSwitch } from '../../shared/catalogue-fields.tsx';
import { useEditorForm } from '../../shared/editor-form.ts';
import { EditorModal } from '../../shared/editor-modal.tsx';
import { HINT_BELOW, hintOf } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { useSaveInstitution } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { followText } from './i18n.ts';
import {
  emptyInstitutionValues,
  institutionErrors,
  paramsOf,
  SERVER_FIELDS,
  toBody,
  valuesOf,
} from './institution-values.ts';
import { strategyRule } from './strategy-rule.ts';

interface InstitutionFormProps {
  /** The institution to edit, `null` for a new one, `undefined` while closed. */
  institution: AdminFollowInstitutionView | null | undefined;
  onClose(): void;
}

const whole = { allowDecimal: false, allowNegative: false } as const;
/** Creates or changes an institution: its strategy and rules, its fees and periods, whether it takes orders; audited. */
export function InstitutionForm({ institution, onClose }: InstitutionFormProps) {
  const { t, i18n } = useAppTexts<ScreenTexts>();
  const save = useSaveInstitution();
  const hint = hintOf(loosely(t), 'follow.errors', followText.en.errors);
  const { form, modal } = useEditorForm({
    edited: institution,
    empty: emptyInstitutionValues,
    valuesOf,
    validate: (values) => institutionErrors(values, i18n.language, hint),
    save: (values) => save.mutateAsync({ id: institution?.id ?? null, body: toBody(values) }),
    savedText: institution ? t('messages:followSaved') : t('follow.form.created'),
    onSaved: onClose,
    serverFields: SERVER_FIELDS,
  });
  const { strategy } = form.values;
  const symbolField = (
    <TextInput
      label={t('follow.form.symbol')}
      description={t('follow.form.symbolHint')}
      inputWrapperOrder={HINT_BELOW}
      withAsterisk
      maxLength={16}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      {...form.getInputProps('symbol')}
    />
  );
  const exposureField = (
    <NumberInput
      label={t('follow.form.exposurePercent')}
      withAsterisk
      min={1}
      max={100}
      {...whole}
      {...form.getInputProps('exposurePercent')}
    />
  );

  return (
    <EditorModal
      {...modal}
      onClose={onClose}
      title={institution ? t('follow.form.editTitle', { name: institution.name }) : t('follow.form.createTitle')}
      size="xl"
      saveLabel={t('follow.form.save')}
    >
      <Title order={3} size="h5">
        {t('follow.form.about')}
      </Title>
      <NameField texts="follow.form" maxLength={60} {...form.getInputProps('name')} />
      <DescriptionField texts="follow.form" maxRows={6} maxLength={1000} {...form.getInputProps('description')} />

      <Title order={3} size="h5">
        {t('follow.form.rules')}
      </Title>
      <NativeSelect
        label={t('follow.form.strategy')}
        withAsterisk
        data={FOLLOW_STRATEGIES.map((value) => ({ value, label: t(`follow.strategy.${value}`) }))}
        {...form.getInputProps('strategy')}
      />
      <FieldGrid>
        {strategy === 'trend' ? (
          <>
            {symbolField}
            {exposureField}
            <NumberInput
              label={t('follow.form.fastMinutes')}
              withAsterisk
              min={2}
              max={240}
              {...whole}
              {...form.getInputProps('fastMinutes')}
            />
            <NumberInput
              label={t('follow.form.slowMinutes')}
              withAsterisk
              min={3}
              max={1440}
              {...whole}
              {...form.getInputProps('slowMinutes')}
            />
          </>
        ) : null}
        {strategy === 'mean_reversion' ? (
          <>
            {symbolField}
            {exposureField}
            <NumberInput
              label={t('follow.form.lookbackMinutes')}
              withAsterisk
              min={5}
              max={1440}
              {...whole}
              {...form.getInputProps('lookbackMinutes')}
            />
            <NumberInput
              label={t('follow.form.entryDeviations')}
              withAsterisk
              min={0.5}
              max={5}
              step={0.1}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps('entryDeviations')}
            />
          </>
        ) : null}
        {strategy === 'index_tracker' ? (
          <>
            <TagsInput
              label={t('follow.form.symbols')}
              description={t('follow.form.symbolsHint')}
              inputWrapperOrder={HINT_BELOW}
              withAsterisk
              maxTags={20}
              splitChars={[',', ' ']}
              clearable
              {...form.getInputProps('symbols')}
              onChange={(symbols) =>
                form.setFieldValue('symbols', [...new Set(symbols.map((s) => s.trim().toUpperCase()))])
              }
            />
            <NumberInput
              label={t('follow.form.driftPercent')}
              withAsterisk
              min={1}
              max={50}
              {...whole}
              {...form.getInputProps('driftPercent')}
            />
          </>
        ) : null}
      </FieldGrid>
      <Stack gap={2} aria-live="polite">
        <Text size="xs" c="dimmed" fw={600}>
          {t('follow.form.ruleLabel')}
        </Text>
        <Text size="sm" data-testid="strategy-rule">
          {strategyRule(paramsOf(form.values), t)}
        </Text>
      </Stack>

      <Title order={3} size="h5">
        {t('follow.form.terms')}
      </Title>
      <FieldGrid>
        <DecimalField
          label={t('follow.form.managementFeePercent')}
          hint={t('follow.form.managementFeeHint')}
          {...form.getInputProps('managementFeePercent')}
        />
        <DecimalField
          label={t('follow.form.profitSharePercent')}
          hint={t('follow.form.profitShareHint')}
          {...form.getInputProps('profitSharePercent')}
        />
      </FieldGrid>
      <TagsInput
        label={t('follow.form.periods')}
        description={t('follow.form.periodsHint')}
        withAsterisk
        maxTags={6}
        splitChars={[',', ' ']}
        inputMode="numeric"
        {...form.getInputProps('periods')}
      />
      <Text size="xs" c="dimmed">
        {t('follow.form.termsNote')}
      </Text>
      <OfferedSwitch texts="follow.form" {...form.getInputProps('active', { type: 'checkbox' })} />
    </EditorModal>
  );
}
