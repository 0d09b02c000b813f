import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEADLINE_LIMITS, type DeadlineSettingView, updateDeadlineBody } from '@platform/contracts';
import { textsUnder, useDateFormat } from '@platform/ui';
import { useFormSubmit } from '../../shared/editor-form.ts';
import { useSchemaValidator } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { useUpdateDeadline } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

interface DeadlineValues {
  kind: DeadlineSettingView['kind'];
  days: number | string;
  reminderDays: number | string;
}

/** One step's deadline in plain words, as the parties live it; an admin can change its length here. */
export function DeadlineCard({ setting, canEdit }: { setting: DeadlineSettingView; canEdit: boolean }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat().dateTime;
  const d = textsUnder(t, 'mediationDeadlines');
  const kind = d(`kinds.${setting.kind}`);
  const length = (days: number) => d('days', { count: days });
  const reminder = setting.reminderDays > 0 ? d('reminder', { count: setting.reminderDays }) : d('noReminder');
  const titleId = `deadline-${setting.kind}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-kind={setting.kind}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {kind}
        </Title>
        <Text>{d(`explain.${setting.kind}`, { length: length(setting.days), reminder })}</Text>
        <Text size="sm" c="dimmed">
          {d('defaultLength', { length: length(setting.defaultDays) })}
          {' · '}
          {setting.updatedAt ? d('changedAt', { date: formatDateTime(setting.updatedAt) }) : d('neverChanged')}
        </Text>
        {/* Remounted with each saved change, so the fields start from the length as it is now. */}
        {canEdit ? (
          <DeadlineForm key={`${setting.days}-${setting.reminderDays}`} setting={setting} kind={kind} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function DeadlineForm({ setting, kind }: { setting: DeadlineSettingView; kind: string }) {
  const { t } = useAppTexts<ScreenTexts>();
  const update = useUpdateDeadline();
  const form = useForm<DeadlineValues>({
    initialValues: { kind: setting.kind, days: setting.days, reminderDays: setting.reminderDays },
    validate: useSchemaValidator<DeadlineValues>(updateDeadlineBody),
  });
  const d = textsUnder(t, 'mediationDeadlines');

  const submit = useFormSubmit(form, {
    send: (values) =>
      update.mutateAsync({ kind: values.kind, days: Number(values.days), reminderDays: Number(values.reminderDays) }),
    savedText: (values) => d('saved', { kind, length: d('days', { count: Number(values.days) }) }),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap">
          <NumberInput
            label={d('days')}
            description={d('daysHint')}
            min={DEADLINE_LIMITS.minDays}
            max={DEADLINE_LIMITS.maxDays}
            allowDecimal={false}
            allowNegative={false}
            w={160}
            {...form.getInputProps('days')}
          />
          <NumberInput
            label={d('reminderDays')}
            description={d('reminderHint')}
            min={0}
            max={DEADLINE_LIMITS.maxDays - 1}
            allowDecimal={false}
            allowNegative={false}
            w={240}
            {...form.getInputProps('reminderDays')}
          />
        </Group>
        <Group>
          <Button type="submit" variant="outline" loading={form.submitting} aria-label={d('saveNamed', { kind })}>
            {d('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
