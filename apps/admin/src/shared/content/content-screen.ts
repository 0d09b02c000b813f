// What one kind of published content looks like in the back office: its texts, its list columns and its form's fields,
// as a small table per kind (features/publishing/kinds). The one list page and the one form are built from it; the
// fields are the resource screen's (shared/resource/form-fields.ts).
import type { ContentAdminView, ContentBody, ContentKind } from '@platform/contracts';
import type { LooseTranslate } from '@platform/ui';
import type { ReactNode } from 'react';
import type { FormEntry, ResourceField } from '../resource/form-fields.ts';
import { fieldsOf } from '../resource/form-fields.ts';

export type { FormValues, LoadOptions, SelectOption } from '../resource/form-fields.ts';

export type ContentField<K extends ContentKind> = ResourceField<ContentBody<K>, ContentAdminView<K>>;
export type ContentEntry<K extends ContentKind> = FormEntry<ContentBody<K>, ContentAdminView<K>>;

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
  fields: readonly ContentEntry<K>[];
  columns: readonly ContentColumn<ContentAdminView<K>>[];
  /** What the item is called in confirmations and accessible names. */
  nameOf(item: ContentAdminView<K>): string;
  /** The table's narrowest width before it scrolls. */
  minWidth: number;
}

/** Whether the kind is written per language (news, cases, plans, services, about-us) or not (certificates, partners). */
export const hasLanguage = <K extends ContentKind>(screen: ContentScreen<K>) =>
  fieldsOf(screen.fields).some((field) => field.name === 'language');
