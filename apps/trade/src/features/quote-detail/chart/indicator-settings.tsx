import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { CHART } from '../chart-texts.ts';
import classes from './chart.module.css';
import {
  DEFAULT_PARAMS,
  type IndicatorParams,
  type ParamError,
  PERIOD_MAX,
  periodError,
  WIDTH_MAX,
  WIDTH_MIN,
  widthError,
} from './chart-settings.ts';

/** The form's fields, as typed. */
interface Values {
  ma: string[];
  ema: string[];
  bollPeriod: string;
  bollWidth: string;
  volumeMa: string[];
  macdFast: string;
  macdSlow: string;
  macdSignal: string;
  rsiPeriod: string;
  kdjPeriod: string;
  kdjK: string;
  kdjD: string;
}

const valuesOf = (p: IndicatorParams): Values => ({
  ma: p.ma.map(String),
  ema: p.ema.map(String),
  bollPeriod: String(p.boll.period),
  bollWidth: String(p.boll.width),
  volumeMa: p.volumeMa.map(String),
  macdFast: String(p.macd.fast),
  macdSlow: String(p.macd.slow),
  macdSignal: String(p.macd.signal),
  rsiPeriod: String(p.rsi.period),
  kdjPeriod: String(p.kdj.period),
  kdjK: String(p.kdj.k),
  kdjD: String(p.kdj.d),
});

const paramsOf = (v: Values): IndicatorParams => ({
  ma: v.ma.map(Number),
  ema: v.ema.map(Number),
  boll: { period: Number(v.bollPeriod), width: Number(v.bollWidth) },
  volumeMa: v.volumeMa.map(Number),
  macd: { fast: Number(v.macdFast), slow: Number(v.macdSlow), signal: Number(v.macdSignal) },
  rsi: { period: Number(v.rsiPeriod) },
  kdj: { period: Number(v.kdjPeriod), k: Number(v.kdjK), d: Number(v.kdjD) },
});

export interface IndicatorSettingsProps {
  opened: boolean;
  params: IndicatorParams;
  onClose(): void;
  onSave(params: IndicatorParams): void;
  /** In full screen the dialog is drawn inside the chart's panel (a portal on the page would be hidden behind it). */
  inside?: boolean;
}

/** Every indicator's parameters, each checked where it is typed; saved only when all are valid. */
export function IndicatorSettings({ opened, params, onClose, onSave, inside = false }: IndicatorSettingsProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<SettingsTitle />} size="lg" zIndex={400} withinPortal={!inside}>
      {opened && <SettingsForm params={params} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function SettingsTitle() {
  const { t } = useTexts(CHART);
  return t('settings.title');
}

function SettingsForm({ params, onClose, onSave }: Omit<IndicatorSettingsProps, 'opened' | 'inside'>) {
  const { t } = useTexts(CHART);
  const message = (error: ParamError | null) =>
    error === null
      ? null
      : error === 'width'
        ? t('settings.errors.width', { min: WIDTH_MIN, max: WIDTH_MAX })
        : error === 'period'
          ? t('settings.errors.period', { max: PERIOD_MAX })
          : t('settings.errors.fastBelowSlow');
  const period = (value: string) => message(periodError(value));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(params),
    validateInputOnBlur: true,
    validate: (values) => {
      const errors: Record<string, string | null> = {};
      const check = (path: string, value: string) => {
        errors[path] = period(value);
      };
      for (const list of ['ma', 'ema', 'volumeMa'] as const)
        values[list].forEach((value, i) => {
          check(`${list}.${i}`, value);
        });
      for (const path of ['bollPeriod', 'macdSlow', 'macdSignal', 'rsiPeriod', 'kdjPeriod', 'kdjK', 'kdjD'] as const)
        check(path, values[path]);
      errors.bollWidth = message(widthError(values.bollWidth));
      errors.macdFast =
        period(values.macdFast) ??
        (periodError(values.macdSlow) === null && Number(values.macdFast) >= Number(values.macdSlow)
          ? message('fastBelowSlow')
          : null);
      return errors;
    },
  });
  const input = (path: string, label: string) => (
    <TextInput
      key={path}
      label={label}
      inputMode={path === 'bollWidth' ? 'decimal' : 'numeric'}
      autoComplete="off"
      classNames={{ root: classes.field }}
      {...form.getInputProps(path)}
    />
  );
  const section = (title: string, children: ReactNode, note?: string) => (
    <Stack gap={6}>
      <Title order={3} size="sm">
        {title}
      </Title>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      <SimpleGrid cols={3} spacing="xs" verticalSpacing={4}>
        {children}
      </SimpleGrid>
    </Stack>
  );

  return (
    <form
      noValidate
      aria-label={t('settings.title')}
      onSubmit={form.onSubmit(
        (values) => {
          onSave(paramsOf(values));
          onClose();
        },
        // The first refused field takes the focus, so a keyboard or screen reader user lands on its message.
        (_errors, _values, event) => {
          const form = event?.currentTarget as HTMLFormElement | undefined;
          setTimeout(() => form?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
        },
      )}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('settings.intro')}
        </Text>
        {section(
          t('settings.ma'),
          form.values.ma.map((_, i) => input(`ma.${i}`, t('settings.fields.ma', { n: i + 1 }))),
        )}
        {section(
          t('settings.ema'),
          form.values.ema.map((_, i) => input(`ema.${i}`, t('settings.fields.ema', { n: i + 1 }))),
        )}
        {section(t('settings.boll'), [
          input('bollPeriod', t('settings.fields.bollPeriod')),
          input('bollWidth', t('settings.fields.bollWidth')),
        ])}
        {section(
          t('settings.volume'),
          form.values.volumeMa.map((_, i) => input(`volumeMa.${i}`, t('settings.fields.volumeMa', { n: i + 1 }))),
        )}
        {section(
          t('settings.macd'),
          [
            input('macdFast', t('settings.fields.macdFast')),
            input('macdSlow', t('settings.fields.macdSlow')),
            input('macdSignal', t('settings.fields.macdSignal')),
          ],
          t('settings.macdNote'),
        )}
        {section(t('settings.rsi'), [input('rsiPeriod', t('settings.fields.rsiPeriod'))])}
        {section(t('settings.kdj'), [
          input('kdjPeriod', t('settings.fields.kdjPeriod')),
          input('kdjK', t('settings.fields.kdjK')),
          input('kdjD', t('settings.fields.kdjD')),
        ])}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => form.setValues(valuesOf(DEFAULT_PARAMS))}>
            {t('settings.reset')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('settings.cancel')}
            </Button>
            <Button type="submit">{t('settings.save')}</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
