import { useForm } from '@mantine/form';
import { CONTENT_SCHEMAS, type ContentAdminView, type ContentBody, type ContentKind } from '@platform/contracts';
import { toast, useShowError } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { useSchemaValidator } from '../forms.ts';
import { useSaveContent } from './content-api.ts';

interface ContentFormOptions<K extends ContentKind, V extends Record<string, unknown>> {
  kind: K;
  /** The item being edited, or null for a new draft. */
  item: ContentAdminView<K> | null;
  /** The form's values: from the item, or empty. */
  initialValues: V;
  /** The request body from the values (the same the contract validates, so form and server agree). */
  toBody(values: V): ContentBody<K>;
  onDone(): void;
  /** Server field names that a form field shows under another name. */
  rename?: Record<string, string>;
}

/** The form of one published-content item: checked by the contract's schema, saved, and closed on success. */
export function useContentForm<K extends ContentKind, V extends Record<string, unknown>>(
  options: ContentFormOptions<K, V>,
) {
  const { t } = useTranslation();
  const showError = useShowError();
  const save = useSaveContent(options.kind);
  const validateBody = useSchemaValidator<ContentBody<K>>(CONTENT_SCHEMAS[options.kind].body);
  const form = useForm<V>({
    initialValues: options.initialValues,
    validate: (values) => {
      const errors = validateBody(options.toBody(values));
      for (const [from, to] of Object.entries(options.rename ?? {})) {
        if (errors[from] && !errors[to]) errors[to] = errors[from];
      }
      return errors;
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: options.item?.id ?? null, body: options.toBody(values) });
      toast.success(options.item ? t('content.savedToast') : t('content.createdToast'));
      options.onDone();
    } catch (error) {
      showError(error, form, options.rename);
    }
  });
  return { form, submit };
}
