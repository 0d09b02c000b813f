// Fields several kinds share, each as its row of the kind's table.
import { CONTENT_LIMITS, type ContentKind, LANGUAGES } from '@platform/contracts';
import type { ContentField } from '../../../shared/content/content-screen.ts';

type SharedField = Omit<ContentField<ContentKind>, 'name' | 'useOptions'> & { name: string };

export const language = {
  name: 'language',
  input: 'select',
  label: 'content.language',
  hint: 'content.languageHint',
  required: true,
  initial: 'en',
  options: (t) => LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) })),
} as const satisfies SharedField;

export const title = {
  name: 'title',
  input: 'text',
  label: 'content.title',
  required: true,
  maxLength: CONTENT_LIMITS.titleMax,
} as const satisfies SharedField;

export const name = {
  name: 'name',
  input: 'text',
  label: 'content.name',
  required: true,
  maxLength: CONTENT_LIMITS.nameMax,
  autofocus: true,
} as const satisfies SharedField;

export const summary = {
  name: 'summary',
  input: 'textarea',
  label: 'content.summary',
  hint: 'content.summaryHint',
  rows: [2, 4],
  maxLength: CONTENT_LIMITS.summaryMax,
} as const satisfies SharedField;

export const body = {
  name: 'body',
  input: 'richText',
  label: 'content.body',
  required: true,
  maxLength: CONTENT_LIMITS.htmlMax,
} as const satisfies SharedField;

export const sort = {
  name: 'sort',
  input: 'number',
  label: 'content.sort',
  hint: 'content.sortHint',
  min: 0,
  max: 10_000,
  width: 160,
} as const satisfies SharedField;

/** A public web address. */
export const address = { input: 'text', type: 'url', maxLength: 300 } as const satisfies Partial<SharedField>;
