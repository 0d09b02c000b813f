import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CLOSED_MARKET_POLICIES, TRADING_MESSAGES, type TradingSettingsView } from '@platform/contracts';
import { textsUnder } from '@platform/ui';
import { useFormSubmit } from '../../shared/editor-form.ts';
import { EditorModal } from '../../shared/editor-modal.tsx';
import { useLocalized } from '../../shared/localized.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { useUpdateSettings } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { bodyOf, type SettingsValues, settingsErrors, valuesOf } from './settings-values.ts';

interface SettingsFormProps {
  settings: TradingSettingsView;
  onClose(): void;
}

/**
 * An admin changes one class's settings, saying why; the change applies to orders placed from now on. Mounted while
 * open, so it always starts from the settings as they are now.
 */
export function SettingsForm({ settings, onClose }: SettingsFormProps) {
  const { t, i18n } = useAppTexts<ScreenTexts>();
  const localized = useLocalized();
  const update = useUpdateSettings(settings.class);
  const form = useForm<SettingsValues>({
    initialValues: valuesOf(settings),
    validate: (values) =>
      settingsErrors(values, settings, {
        language: i18n.language,
        levelRange: t('trading.settings.form.levelRange'),
        unchanged: t('trading.settings.form.unchanged'),
      }),
  });
  const name = t(`market.classes.${settings.class}`);
  const f = textsUnder(t, 'trading.settings.form');

  const submit = useFormSubmit(form, {
    send: (values) => update.mutateAsync(bodyOf(values)),
    savedText: localized(TRADING_MESSAGES.tradingSettingsSaved),
    onSaved: onClose,
  });

  return (
    <EditorModal
      opened
      onClose={onClose}
      title={t('trading.settings.form.title', { name })}
      size="lg"
      onSubmit={submit}
      reason={form.getInputProps('reason')}
      saveLabel={f('save')}
      pending={form.submitting}
      note={
        form.errors.settings ? (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.settings}
          </Text>
        ) : null
      }
    >
      <Text size="sm" c="dimmed">
        {t('trading.settings.newOrdersOnly')}
      </Text>
      <TextInput
        label={f('leverages')}
        description={f('leveragesHint')}
        withAsterisk
        maxLength={60}
        data-autofocus
        {...form.getInputProps('leverages')}
      />
      <TextInput
        label={f('feeRate')}
        description={f('feeRateHint')}
        withAsterisk
        inputMode="decimal"
        maxLength={12}
        {...form.getInputProps('feeRate')}
      />
      <Group grow align="flex-start">
        <TextInput
          label={f('marginCallLevel')}
          description={f('marginCallHint')}
          withAsterisk
          inputMode="decimal"
          maxLength={12}
          {...form.getInputProps('marginCallLevel')}
        />
        <TextInput
          label={f('stopOutLevel')}
          description={f('stopOutHint')}
          withAsterisk
          inputMode="decimal"
          maxLength={12}
          {...form.getInputProps('stopOutLevel')}
        />
      </Group>
      <Radio.Group
        label={f('closedMarket')}
        description={f('closedMarketHint')}
        {...form.getInputProps('closedMarket')}
      >
        <Stack gap="xs" mt="xs">
          {CLOSED_MARKET_POLICIES.map((policy) => (
            <Radio key={policy} value={policy} label={f(`policies.${policy}`)} />
          ))}
        </Stack>
      </Radio.Group>
    </EditorModal>
  );
}
