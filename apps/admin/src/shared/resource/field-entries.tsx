import { Alert, Text } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { z } from '@platform/contracts';
import { loosely } from '@platform/ui';
import { FieldGrid } from '../catalogue-fields.tsx';
import { FieldRow } from '../content/content-fields.tsx';
import { useEditorForm } from '../editor-form.ts';
import { type FieldWords, useSchemaValidator } from '../forms.ts';
import { useAppTexts } from '../texts.ts';
import { FieldInput } from './field-input.tsx';
import {
  auditedBodyOf,
  auditedErrorsOf,
  bodyOf,
  type FormEntry,
  type FormValues,
  formValuesOf,
  isGrid,
  isNotice,
  isRow,
  type ResourceField,
  renamesOf,
} from './form-fields.ts';

interface FieldsFormOptions<Body, Item> {
  entries: readonly FormEntry<Body, Item>[];
  /** The item edited, or null for a new one. */
  item: Item | null;
  /** The contract's body schema: the form checks what the server checks. */
  schema: z.ZodType;
  /** A reason field beside the entries, sent in the body (an audited change). */
  withReason?: true;
}

/**
 * A form over a field table: its values from the item (or each field's initial value), checked by the contract's schema
 * on the body it would send, with errors on the fields they concern. `toBody` is that body; `serverFields` the server's
 * field names that show on another field (for `useShowError`).
 */
export function useFieldsForm<Body, Item>({ entries, item, schema, withReason }: FieldsFormOptions<Body, Item>) {
  const validateBody = useSchemaValidator<Body>(schema);
  const serverFields = renamesOf(entries);
  const toBody = (values: FormValues): Body => (withReason ? auditedBodyOf(entries, values) : bodyOf(entries, values));
  const initialValues = { ...formValuesOf(entries, item), ...(withReason ? { reason: '' } : {}) };
  const form = useForm<FormValues>({
    initialValues,
    validate: (values) => {
      const errors = validateBody(toBody(values));
      for (const [from, to] of Object.entries(serverFields)) {
        if (errors[from] && !errors[to]) errors[to] = errors[from];
      }
      return errors;
    },
  });
  return { form, toBody, serverFields };
}

interface FieldsEditorOptions<Body, Item> {
  entries: readonly FormEntry<Body, Item>[];
  /** The contract's body schema (with the audit's reason): the form checks what the server checks. */
  schema: z.ZodType;
  /** The item edited, `null` for a new one, `undefined` while the editor is closed. */
  edited: Item | null | undefined;
  /** A field's own words where the schema's message is zod's English (see forms.ts). */
  hint?: FieldWords['hint'];
  /** Sends the body (create or update). */
  save(body: Body): Promise<unknown>;
  savedText: string;
  onSaved(): void;
}

/**
 * An audited editor over a field table (useEditorForm): opens on the edited item's values or each field's initial
 * one, checks the body it would send (with the reason) by the contract's schema, a list's entries' errors on the list.
 */
export function useFieldsEditor<Body, Item>({
  entries,
  schema,
  edited,
  hint,
  save,
  ...saved
}: FieldsEditorOptions<Body, Item>) {
  const { i18n } = useAppTexts();
  return useEditorForm<FormValues, Item>({
    edited,
    empty: { ...formValuesOf(entries, null), reason: '' },
    valuesOf: (item) => ({ ...formValuesOf(entries, item), reason: '' }),
    validate: (values) => auditedErrorsOf(entries, schema, values, i18n.language, hint),
    save: (values) => save(auditedBodyOf(entries, values)),
    serverFields: renamesOf(entries),
    ...saved,
  });
}

interface FieldEntriesProps<Body, Item> {
  entries: readonly FormEntry<Body, Item>[];
  item: Item | null;
  form: UseFormReturnType<FormValues>;
}

/** The form's fields in their order: one a line, a row side by side, a notice between them; hidden ones left out. */
export function FieldEntries<Body, Item>({ entries, item, form }: FieldEntriesProps<Body, Item>) {
  const t = loosely(useAppTexts().t); // keys the feature's field table gives
  const input = (field: ResourceField<Body, Item>) =>
    !field.when || field.when(form.values) ? (
      <FieldInput
        key={field.name}
        field={field}
        item={item}
        inputProps={form.getInputProps(field.name, field.input === 'switch' ? { type: 'checkbox' } : undefined)}
        values={form.values}
      />
    ) : null;
  return entries.map((entry) => {
    if (isNotice(entry) && entry.note) {
      return (
        <Text key={entry.notice} size={entry.note} c="dimmed">
          {t(entry.notice)}
        </Text>
      );
    }
    if (isNotice(entry)) {
      return (
        <Alert key={entry.notice} color="blue" variant="outline" p="xs">
          {t(entry.notice)}
        </Alert>
      );
    }
    if (isGrid(entry)) return <FieldGrid key={entry.grid.map((f) => f.name).join()}>{entry.grid.map(input)}</FieldGrid>;
    if (!isRow(entry)) return input(entry);
    const row = entry.map(input);
    return row.some(Boolean) ? <FieldRow key={entry.map((f) => f.name).join()}>{row}</FieldRow> : null;
  });
}
