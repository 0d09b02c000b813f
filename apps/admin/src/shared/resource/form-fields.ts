// A resource form as a table of fields: how each is entered, what it starts from and what it sends. The form is laid
// out from it (field-entries.tsx) and checked by the contract's schema on the body it sends (shared/forms.ts), so the
// form refuses what the server refuses, with the same words.
import type { z } from '@platform/contracts';
import { type LooseTranslate, trimZeros } from '@platform/ui';
import { type FieldWords, schemaErrors } from '../forms.ts';

/** How a field is entered. */
export type InputKind = 'text' | 'textarea' | 'richText' | 'image' | 'number' | 'select' | 'date' | 'switch' | 'tags';

export interface SelectOption {
  value: string;
  label: string;
}

/** A hook giving a select's loaded choices, with the hint and the note that say how the loading went. */
export type LoadOptions<Item> = (item: Item | null) => {
  options: SelectOption[];
  hint: string;
  note: string | null;
};

/** The form's values: every field as its input holds it (a switch on or off, tags as typed). */
export type FormValues = Record<string, string | number | boolean | string[]>;

export interface ResourceField<Body, Item = unknown> {
  /** The body field it writes (and the item field it starts from). */
  name: keyof Body & string;
  input: InputKind;
  /** i18n keys of its label and of the hint under it (which may follow the other values). */
  label: string;
  hint?: string | ((values: FormValues) => string);
  required?: boolean;
  maxLength?: number;
  /** The value of a new item, or of an item without one. */
  initial?: string | number | boolean;
  /** Shown only while this holds; sent as null otherwise. */
  when?(values: FormValues): boolean;
  /** Left out of the body while empty (the server then chooses). */
  optional?: true;
  /** Takes the focus when the form opens. */
  autofocus?: true;
  /** A select's choices. */
  options?(t: LooseTranslate): SelectOption[];
  /** A select whose choices are loaded. */
  useOptions?: LoadOptions<Item>;
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
  /** A decimal shown as typed: without the zeros the database pads it with. */
  unpadded?: true;
  /** Tags that are whole numbers (months, days): sent as numbers, smallest first. */
  wholeNumbers?: true;
  /** A tags field's most tags. */
  maxTags?: number;
  /** The hint under the input, above its error (as a row's figures line up). */
  hintBelow?: true;
  /** Shown at the end of a text input (a unit). */
  suffix?: string;
  /** A narrow input, in pixels. */
  width?: number;
  /** Typed as written: no capital letter and no spelling check (a tag). */
  verbatim?: true;
  /** A code typed in capitals: no spelling check and no suggestions. */
  capitals?: true;
  /** A number's range. */
  min?: number;
  max?: number;
}

/**
 * A place in the form: a field, fields side by side, fields in a grid (two a line on a desktop, one on a phone), or a
 * notice (an i18n key) between them, in a frame or as a quiet `note`.
 */
export type FormEntry<Body, Item = unknown> =
  | ResourceField<Body, Item>
  | readonly ResourceField<Body, Item>[]
  | { grid: readonly ResourceField<Body, Item>[] }
  | Notice;

/** A notice (an i18n key): framed, or a quiet note of a size. */
export interface Notice {
  notice: string;
  note?: 'xs' | 'sm';
}

export const isNotice = <Body, Item>(entry: FormEntry<Body, Item>): entry is Notice => 'notice' in entry;

export const isGrid = <Body, Item>(
  entry: FormEntry<Body, Item>,
): entry is { grid: readonly ResourceField<Body, Item>[] } => 'grid' in entry;

export const isRow = <Body, Item>(entry: FormEntry<Body, Item>): entry is readonly ResourceField<Body, Item>[] =>
  Array.isArray(entry);

/** Every field of the form, rows flattened. */
export const fieldsOf = <Body, Item>(entries: readonly FormEntry<Body, Item>[]): ResourceField<Body, Item>[] =>
  entries.flatMap((entry) =>
    isNotice(entry) ? [] : isRow(entry) ? [...entry] : isGrid(entry) ? [...entry.grid] : [entry],
  );

/** What a field's input holds for an item's value (null: the item has none). */
function inputValueOf<Body, Item>(field: ResourceField<Body, Item>, value: unknown): FormValues[string] {
  if (field.input === 'tags') return Array.isArray(value) ? value.map(String) : [];
  if (field.input === 'switch') return typeof value === 'boolean' ? value : (field.initial ?? false);
  if (Array.isArray(value)) return value.join('\n');
  if (typeof value === 'number') return field.input === 'number' ? value : String(value);
  if (typeof value === 'string') return field.unpadded ? trimZeros(value).replaceAll(',', '') : value;
  return field.initial ?? (field.input === 'number' && !field.optional ? 0 : '');
}

/** What the body carries for what a field's input holds. */
function bodyValueOf<Body, Item>(field: ResourceField<Body, Item>, values: FormValues): unknown {
  const value = values[field.name] ?? '';
  if (field.when && !field.when(values)) return null;
  if (field.input === 'switch') return Boolean(value);
  if (field.input === 'tags') return tagsOf(field, value as string[]);
  if (field.optional && String(value).trim() === '') return undefined;
  if (field.input === 'number' || field.numeric) return Number(value) || 0;
  if (field.lines) {
    return String(value)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  }
  return field.trim ? String(value).trim() : value;
}

/** Tags as sent: trimmed; whole numbers ascending, or, where one is not, the list left for the contract to refuse. */
function tagsOf<Body, Item>(field: ResourceField<Body, Item>, tags: string[]) {
  const trimmed = tags.map((tag) => tag.trim());
  if (!field.wholeNumbers) return trimmed;
  return trimmed.every((tag) => /^\d+$/.test(tag))
    ? trimmed.map(Number).sort((a, b) => a - b)
    : trimmed.map(() => Number.NaN);
}

/** The form's values: from the item, or each field's initial value. */
export function formValuesOf<Body, Item>(entries: readonly FormEntry<Body, Item>[], item: Item | null) {
  const record = (item ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    fieldsOf(entries).map((field) => [field.name, inputValueOf(field, record[field.name])]),
  ) as FormValues;
}

/** The request body from the form's values (the same the contract validates, so form and server agree). */
export function bodyOf<Body, Item>(entries: readonly FormEntry<Body, Item>[], values: FormValues): Body {
  return Object.fromEntries(
    fieldsOf(entries).flatMap((field) => {
      const value = bodyValueOf(field, values);
      return value === undefined ? [] : [[field.name, value]];
    }),
  ) as Body;
}

/** Server field names that a form field shows under another name: a list's first entry under the list. */
export const renamesOf = <Body, Item>(entries: readonly FormEntry<Body, Item>[]) =>
  Object.fromEntries(
    fieldsOf(entries).flatMap((field) =>
      field.lines || field.input === 'tags' ? [[`${field.name}.0`, field.name]] : [],
    ),
  );

/** An audited change's body: the fields' body and the reason typed for the audit log. */
export const auditedBodyOf = <Body, Item>(entries: readonly FormEntry<Body, Item>[], values: FormValues): Body =>
  ({ ...bodyOf(entries, values), reason: String(values.reason ?? '').trim() }) as Body;

/**
 * The first error of each field for the audited body the form would send, by the contract's schema in `language`; an
 * entry of a list (`termMonths.1`) on the list's field; `hint`: a field's own words for zod's English.
 */
export function auditedErrorsOf<Body, Item>(
  entries: readonly FormEntry<Body, Item>[],
  schema: z.ZodType,
  values: FormValues,
  language: string,
  hint?: FieldWords['hint'],
) {
  const lists = new Set<string>(
    fieldsOf(entries).flatMap((field) => (field.input === 'tags' || field.lines ? [field.name] : [])),
  );
  const fieldOf = (path: string) => {
    const [head = path] = path.split('.');
    return lists.has(head) ? head : path;
  };
  return schemaErrors(schema, auditedBodyOf(entries, values), language, { fieldOf, hint });
}
