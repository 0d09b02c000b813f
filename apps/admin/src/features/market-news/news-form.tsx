import { Switch, Textarea, TextInput } from '@mantine/core';
import { newsEditBody } from '@platform/contracts';
import { useEditorForm } from '../../shared/editor-form.ts';
import { EditorModal } from '../../shared/editor-modal.tsx';
import { useSchemaValidator } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { type AdminNews, type NewsEdit, useSaveNews } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

interface Values {
  title: string;
  summary: string;
  body: string;
  symbols: string;
  source: string;
  published: boolean;
  reason: string;
}

const emptyValues: Values = { title: '', summary: '', body: '', symbols: '', source: '', published: false, reason: '' };

const valuesOf = (item: AdminNews): Values => ({
  title: item.title,
  summary: item.summary,
  body: item.body,
  symbols: item.symbols.join(', '),
  source: item.source ?? '',
  published: item.published,
  reason: '',
});

const toBody = (values: Values): NewsEdit => ({
  title: values.title,
  summary: values.summary,
  body: values.body,
  symbols: values.symbols
    .split(/[\s,，]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean),
  source: values.source.trim() || undefined,
  published: values.published,
  reason: values.reason.trim(),
});

// The server names a bad symbol by its place in the list (`symbols.3`); the form has one field for them all.
const symbolErrors = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`symbols.${i}`, 'symbols']));

interface NewsFormProps {
  /** The item to edit, `null` for a new one, `undefined` while closed. */
  item: AdminNews | null | undefined;
  onClose(): void;
}

/** Writes or edits a news item; every save says why, for the audit log. */
export function NewsForm({ item, onClose }: NewsFormProps) {
  const { t } = useAppTexts<ScreenTexts>();
  const save = useSaveNews();
  const validateBody = useSchemaValidator<NewsEdit>(newsEditBody);
  const { form, modal } = useEditorForm<Values, AdminNews>({
    edited: item,
    empty: emptyValues,
    valuesOf,
    validate: (values) => {
      const errors = validateBody(toBody(values));
      const symbolError = Object.entries(errors).find(([field]) => field.startsWith('symbols'));
      return symbolError ? { ...errors, symbols: symbolError[1] } : errors;
    },
    save: (values) => save.mutateAsync({ id: item?.id ?? null, body: toBody(values) }),
    savedText: item ? t('marketNews.form.saved') : t('marketNews.form.created'),
    onSaved: onClose,
    serverFields: symbolErrors,
  });

  return (
    <EditorModal
      {...modal}
      onClose={onClose}
      title={item ? t('marketNews.form.editTitle') : t('marketNews.form.createTitle')}
      size="lg"
      saveLabel={t('marketNews.form.save')}
    >
      <TextInput
        data-autofocus
        label={t('marketNews.form.title')}
        withAsterisk
        maxLength={200}
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t('marketNews.form.summary')}
        description={t('marketNews.form.summaryHint')}
        autosize
        minRows={2}
        maxRows={4}
        maxLength={500}
        {...form.getInputProps('summary')}
      />
      <Textarea
        label={t('marketNews.form.body')}
        description={t('marketNews.form.bodyHint')}
        withAsterisk
        autosize
        minRows={5}
        maxRows={14}
        maxLength={20_000}
        {...form.getInputProps('body')}
      />
      <TextInput
        label={t('marketNews.form.symbols')}
        description={t('marketNews.form.symbolsHint')}
        autoCapitalize="characters"
        spellCheck={false}
        autoComplete="off"
        {...form.getInputProps('symbols')}
      />
      <TextInput label={t('marketNews.form.source')} maxLength={100} {...form.getInputProps('source')} />
      <Switch
        label={t('marketNews.form.published')}
        description={t('marketNews.form.publishedHint')}
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
    </EditorModal>
  );
}
