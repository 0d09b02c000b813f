import { Alert, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTENT_SCHEMAS, type ContentAdminView, type ContentBody, type ContentKind } from '@platform/contracts';
import { loosely, toast, useShowError } from '@platform/ui';
import { CancelAndSubmit } from '../cancel-and-submit.tsx';
import { useSchemaValidator } from '../forms.ts';
import { useAppTexts } from '../texts.ts';
import { useSaveContent } from './content-api.ts';
import { FieldRow } from './content-fields.tsx';
import { ContentInput } from './content-input.tsx';
import {
  bodyOf,
  type ContentField,
  type ContentScreen,
  type FormValues,
  formValuesOf,
  isNotice,
  isRow,
  renamesOf,
} from './content-screen.ts';

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
  const validateBody = useSchemaValidator<ContentBody<K>>(CONTENT_SCHEMAS[screen.kind].body);
  const rename = renamesOf(screen);
  const form = useForm<FormValues>({
    initialValues: formValuesOf(screen, item),
    validate: (values) => {
      const errors = validateBody(bodyOf(screen, values));
      for (const [from, to] of Object.entries(rename)) {
        if (errors[from] && !errors[to]) errors[to] = errors[from];
      }
      return errors;
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: item?.id ?? null, body: bodyOf(screen, values) });
      toast.success(item ? t('content.savedToast') : t('content.createdToast'));
      onDone();
    } catch (error) {
      showError(error, form, rename);
    }
  });

  const input = (field: ContentField<K>) =>
    !field.when || field.when(form.values) ? (
      <ContentInput key={field.name} field={field} item={item} inputProps={form.getInputProps(field.name)} />
    ) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {screen.fields.map((entry) => {
          if (isNotice(entry)) {
            return (
              <Alert key={entry.notice} color="blue" variant="outline" p="xs">
                {t(entry.notice)}
              </Alert>
            );
          }
          if (!isRow(entry)) return input(entry);
          const row = entry.map(input);
          return row.some(Boolean) ? <FieldRow key={entry.map((f) => f.name).join()}>{row}</FieldRow> : null;
        })}
        <CancelAndSubmit onCancel={onDone} submitLabel={t('content.save')} pending={form.submitting} />
      </Stack>
    </form>
  );
}
