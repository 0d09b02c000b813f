// How anyone can check a published claim (a certificate, a partnership): the form's two fields and the list's column,
// each kind wording them under its own texts.
import type { ContentKind } from '@platform/contracts';
import { VerifyCell } from '../../../shared/cells.tsx';
import type { ContentColumn, ContentField } from '../../../shared/content/content-screen.ts';
import { address } from './fields.ts';

type Verifiable = 'certificates' | 'partners';

/** A public register's address, and how to check in words (always asked: not every register has an address). */
export const verifyFields = <K extends Verifiable>(kind: K) =>
  [
    { ...address, name: 'verifyUrl', label: `${kind}.verifyUrl`, hint: `${kind}.verifyUrlHint` },
    {
      name: 'verifyHow',
      input: 'textarea',
      label: `${kind}.verifyHow`,
      hint: `${kind}.verifyHowHint`,
      required: true,
      rows: [3, 8],
      maxLength: 1000,
    },
  ] as const satisfies readonly ContentField<K & ContentKind>[];

export const verifyColumn = (kind: Verifiable): ContentColumn<{ verifyUrl: string | null; verifyHow: string }> => ({
  head: `${kind}.columns.verify`,
  minWidth: 240,
  cell: (item) => <VerifyCell url={item.verifyUrl} how={item.verifyHow} />,
});
