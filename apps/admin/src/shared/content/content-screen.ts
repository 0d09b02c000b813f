// What one kind of published content looks like in the back office: its texts, its list columns and its form's fields,
// as a small table per kind (features/publishing/kinds). The one list page and the one form are built from it.
import type { ContentAdminView, ContentBody, ContentKind } from '@platform/contracts';
import type { LooseTranslate } from '@platform/ui';
import type { ReactNode } from 'react';

/** How a field is entered. */
export type InputKind = 'text' | 'textarea' | 'richText' | 'image' | 'number' | 'select' | 'date';

export interface SelectOption {
  value: string;
  label: string;
}

/** A hook giving a select's loaded choices, with the hint and the note that say how the loading went. */
export type LoadOptions<K extends ContentKind> = (item: ContentAdminView<K> | null) => {
  options: SelectOption[];
  hint: string;
  note: string | null;
};

/** The form's values: every field as its input holds it. */
export type FormValues = Record<string, string | number>;

export interface ContentField<K extends ContentKind> {
  /** The body field it writes (and the item field it starts from). */
  name: keyof ContentBody<K> & string;
  input: InputKind;
  /** i18n keys of its label and of the hint under it. */
  label: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  /** The value of a new item, or of an item without one. */
  initial?: string | number;
  /** Shown only while this holds; sent as null otherwise. */
  when?(values: FormValues): boolean;
  /** Takes the focus when the form opens. */
  autofocus?: true;
  /** A select's choices. */
  options?(t: LooseTranslate): SelectOption[];
  /** A select whose choices are loaded. */
  useOptions?: LoadOptions<K>;
  /** A select whose values are ids: sent as a number. */
  numeric?: true;
  /** Text sent without the spaces around it. */
  trim?: true;
  /** A textarea of one entry per line, sent as a list. */
  lines?: true;
  /** A textarea's rows: fewest and most as it grows. */
  rows?: readonly [number, number];
  /** A text input's type, when it is an address. */
  type?: 'url';
  /** A figure: the phone shows a number pad. */
  decimal?: true;
  /** Shown at the end of a text input (a unit). */
  suffix?: string;
  /** A narrow input, in pixels. */
  width?: number;
  /** Typed as written: no capital letter and no spelling check (a tag). */
  verbatim?: true;
  /** A number's range. */
  min?: number;
  max?: number;
}

/** A place in the form: a field, fields side by side, or a notice (an i18n key) between them. */
export type FormEntry<K extends ContentKind> = ContentField<K> | readonly ContentField<K>[] | { notice: string };

export interface ContentColumn<T> {
  /** i18n key of the heading. */
  head: string;
  cell(item: T, t: LooseTranslate): ReactNode;
  minWidth?: number;
}

export interface ContentScreen<K extends ContentKind> {
  kind: K;
  /** The i18n key holding the screen's title, intro, new, empty, createTitle and editTitle. */
  texts: string;
  fields: readonly FormEntry<K>[];
  columns: readonly ContentColumn<ContentAdminView<K>>[];
  /** What the item is called in confirmations and accessible names. */
  nameOf(item: ContentAdminView<K>): string;
  /** The table's narrowest width before it scrolls. */
  minWidth: number;
}

export const isNotice = <K extends ContentKind>(entry: FormEntry<K>): entry is { notice: string } => 'notice' in entry;

export const isRow = <K extends ContentKind>(entry: FormEntry<K>): entry is readonly ContentField<K>[] =>
  Array.isArray(entry);

/** Every field of the form, rows flattened. */
export const fieldsOf = <K extends ContentKind>(screen: ContentScreen<K>): ContentField<K>[] =>
  screen.fields.flatMap((entry) => (isNotice(entry) ? [] : isRow(entry) ? [...entry] : [entry]));

/** Whether the kind is written per language (news, cases, plans, services, about-us) or not (certificates, partners). */
export const hasLanguage = <K extends ContentKind>(screen: ContentScreen<K>) =>
  fieldsOf(screen).some((field) => field.name === 'language');

/** What a field's input holds for an item's value (null: the item has none). */
function inputValueOf<K extends ContentKind>(field: ContentField<K>, value: unknown): string | number {
  if (Array.isArray(value)) return value.join('\n');
  if (typeof value === 'number') return field.input === 'number' ? value : String(value);
  if (typeof value === 'string') return value;
  return field.initial ?? (field.input === 'number' ? 0 : '');
}

/** What the body carries for what a field's input holds. */
function bodyValueOf<K extends ContentKind>(field: ContentField<K>, values: FormValues): unknown {
  const value = values[field.name] ?? '';
  if (field.when && !field.when(values)) return null;
  if (field.input === 'number' || field.numeric) return Number(value) || 0;
  if (field.lines) {
    return String(value)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  }
  return field.trim ? String(value).trim() : value;
}

/** The form's values: from the item, or each field's initial value. */
export function formValuesOf<K extends ContentKind>(screen: ContentScreen<K>, item: ContentAdminView<K> | null) {
  const record = (item ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    fieldsOf(screen).map((field) => [field.name, inputValueOf(field, record[field.name])]),
  ) as FormValues;
}

/** The request body from the form's values (the same the contract validates, so form and server agree). */
export function bodyOf<K extends ContentKind>(screen: ContentScreen<K>, values: FormValues): ContentBody<K> {
  return Object.fromEntries(
    fieldsOf(screen).map((field) => [field.name, bodyValueOf(field, values)]),
  ) as ContentBody<K>;
}

/** Server field names that a form field shows under another name: a list's first entry under the list. */
export const renamesOf = <K extends ContentKind>(screen: ContentScreen<K>) =>
  Object.fromEntries(fieldsOf(screen).flatMap((field) => (field.lines ? [[`${field.name}.0`, field.name]] : [])));
