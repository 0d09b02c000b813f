import { Stack } from '@mantine/core';
import { CONTENT_SCHEMAS, type ContentAdminView, type ContentBody, type ContentKind } from '@platform/contracts';
import { loosely, toast, useShowError } from '@platform/ui';
import { CancelAndSubmit } from '../cancel-and-submit.tsx';
import { FieldEntries, useFieldsForm } from '../resource/field-entries.tsx';
import { useAppTexts } from '../texts.ts';
import { useSaveContent } from './content-api.ts';
import type { ContentScreen } from './content-screen.ts';

export interface ContentFormProps<K extends ContentKind> {
  screen: ContentScreen<K>;
  /** The item being edited, or null for a new draft. */
  item: ContentAdminView<K> | null;
  onDone(): void;
}

/**
 * The form of one published-content item, laid out from its kind's fields: checked by the contract's schema, saved,
 * and closed on success.
 */
export function ContentForm<K extends ContentKind>({ screen, item, onDone }: ContentFormProps<K>) {
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
  const showError = useShowError();
  const save = useSaveContent(screen.kind);
  const { form, toBody, serverFields } = useFieldsForm<ContentBody<K>, ContentAdminView<K>>({
    entries: screen.fields,
    item,
    schema: CONTENT_SCHEMAS[screen.kind].body,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: item?.id ?? null, body: toBody(values) });
      toast.success(item ? t('content.savedToast') : t('content.createdToast'));
      onDone();
    } catch (error) {
      showError(error, form, serverFields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FieldEntries entries={screen.fields} item={item} form={form} />
        <CancelAndSubmit onCancel={onDone} submitLabel={t('content.save')} pending={form.submitting} />
      </Stack>
    </form>
  );
}
