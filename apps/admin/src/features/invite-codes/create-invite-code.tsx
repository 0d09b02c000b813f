import { createInviteCodeBody, LIMITS } from '@platform/contracts';
import { useFormSubmit } from '../../shared/editor-form.ts';
import { EditorModal } from '../../shared/editor-modal.tsx';
import { FieldEntries, useFieldsForm } from '../../shared/resource/field-entries.tsx';
import type { FormEntry } from '../../shared/resource/form-fields.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { type NewInviteCode, useCreateInviteCode } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** Every field may be left empty: the server then picks a random code and sets no limit. */
const FIELDS: readonly FormEntry<NewInviteCode>[] = [
  {
    name: 'code',
    input: 'text',
    label: 'inviteCodes.create.code',
    hint: 'inviteCodes.create.codeHint',
    maxLength: LIMITS.inviteCodeMax,
    autofocus: true,
    capitals: true,
    trim: true,
    optional: true,
  },
  {
    name: 'note',
    input: 'text',
    label: 'inviteCodes.create.note',
    hint: 'inviteCodes.create.noteHint',
    maxLength: 200,
    trim: true,
    optional: true,
  },
  {
    name: 'maxUses',
    input: 'number',
    label: 'inviteCodes.create.maxUses',
    hint: 'inviteCodes.create.maxUsesHint',
    min: 1,
    max: 1_000_000,
    optional: true,
  },
];

export function CreateInviteCode({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useAppTexts<ScreenTexts>();
  const create = useCreateInviteCode();
  const { form, toBody } = useFieldsForm({
    entries: FIELDS,
    item: null,
    schema: createInviteCodeBody,
    withReason: true,
  });
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
      <FieldEntries entries={FIELDS} item={null} form={form} />
    </EditorModal>
  );
}
