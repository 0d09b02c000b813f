import { NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createInviteCodeBody, LIMITS } from '@platform/contracts';
import { useFormSubmit } from '../../shared/editor-form.ts';
import { EditorModal } from '../../shared/editor-modal.tsx';
import { useSchemaValidator } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { type NewInviteCode, useCreateInviteCode } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

interface Values {
  code: string;
  note: string;
  maxUses: number | string;
  reason: string;
}

const initialValues: Values = { code: '', note: '', maxUses: '', reason: '' };

/** Empty optional fields are left out, so the server picks a random code and sets no limit. */
const toBody = (values: Values): NewInviteCode => ({
  code: values.code.trim() || undefined,
  note: values.note.trim() || undefined,
  maxUses: values.maxUses === '' ? undefined : Number(values.maxUses),
  reason: values.reason.trim(),
});

export function CreateInviteCode({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useAppTexts<ScreenTexts>();
  const create = useCreateInviteCode();
  const validateBody = useSchemaValidator<NewInviteCode>(createInviteCodeBody);
  const form = useForm<Values>({ initialValues, validate: (values) => validateBody(toBody(values)) });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = useFormSubmit(form, {
    send: (values) => create.mutateAsync(toBody(values)),
    savedText: (_, made) => t('inviteCodes.create.created', { code: made.code }),
    onSaved: close,
  });

  return (
    <EditorModal
      opened={opened}
      onClose={close}
      title={t('inviteCodes.create.title')}
      onSubmit={submit}
      reason={form.getInputProps('reason')}
      saveLabel={t('inviteCodes.create.submit')}
      pending={form.submitting}
    >
      <TextInput
        data-autofocus
        label={t('inviteCodes.create.code')}
        description={t('inviteCodes.create.codeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={LIMITS.inviteCodeMax}
        {...form.getInputProps('code')}
      />
      <TextInput
        label={t('inviteCodes.create.note')}
        description={t('inviteCodes.create.noteHint')}
        maxLength={200}
        {...form.getInputProps('note')}
      />
      <NumberInput
        label={t('inviteCodes.create.maxUses')}
        description={t('inviteCodes.create.maxUsesHint')}
        min={1}
        max={1_000_000}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('maxUses')}
      />
    </EditorModal>
  );
}
