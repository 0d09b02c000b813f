import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CreateReportBody, createReportBody, MEDIATION_LIMITS } from '@platform/contracts';
import { toast, useShowError } from '@platform/ui';
import { AttachmentsField } from '../../shared/files/attachments-field.tsx';
import type { ShownFile } from '../../shared/files/file-list.tsx';
import { useSchemaValidator } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { useCreateReport } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

interface Values {
  title: string;
  body: string;
  attachments: ShownFile[];
}

const toBody = (v: Values): CreateReportBody => ({
  title: v.title.trim(),
  body: v.body.trim(),
  attachments: v.attachments.map((f) => f.path),
});

// The server names a bad attachment by its place (`attachments.2`); the form shows it on the one field.
const attachmentErrors = Object.fromEntries(
  Array.from({ length: MEDIATION_LIMITS.reportAttachmentsMax + 1 }, (_, i) => [`attachments.${i}`, 'attachments']),
);

/** A progress report the case's owner reads in the portal: title, text and attachments. */
export function ReportForm({ caseId }: { caseId: number }) {
  const { t } = useAppTexts<ScreenTexts>();
  const showError = useShowError();
  const create = useCreateReport(caseId);
  const validateBody = useSchemaValidator<CreateReportBody>(createReportBody);
  const form = useForm<Values>({
    initialValues: { title: '', body: '', attachments: [] },
    validate: (values) => {
      const errors = validateBody(toBody(values));
      const attachment = Object.entries(errors).find(([field]) => field.startsWith('attachments.'));
      return attachment ? { ...errors, attachments: attachment[1] } : errors;
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(toBody(values));
      form.reset();
      toast.success(t('cases.reports.created'));
    } catch (error) {
      showError(error, form, attachmentErrors);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-report-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="new-report-title">
          {t('cases.reports.new')}
        </Title>
        <TextInput
          label={t('cases.reports.formTitle')}
          withAsterisk
          maxLength={MEDIATION_LIMITS.reportTitleMax}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('cases.reports.body')}
          description={t('cases.reports.bodyHint')}
          withAsterisk
          autosize
          minRows={4}
          maxRows={14}
          maxLength={MEDIATION_LIMITS.reportBodyMax}
          {...form.getInputProps('body')}
        />
        <AttachmentsField
          label={t('cases.reports.files')}
          max={MEDIATION_LIMITS.reportAttachmentsMax}
          value={form.values.attachments}
          onChange={(files) => form.setFieldValue('attachments', files)}
          error={form.errors.attachments}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('cases.reports.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
