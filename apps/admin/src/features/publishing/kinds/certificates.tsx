import { Text } from '@mantine/core';
import { CONTENT_LIMITS } from '@platform/contracts';
import type { ContentScreen } from '../../../shared/content/content-screen.ts';
import { StoredImage } from '../../../shared/files/file-list.tsx';
import { name, sort } from './fields.ts';
import { verifyColumn, verifyFields } from './verifiable.tsx';

export const certificatesScreen: ContentScreen<'certificates'> = {
  kind: 'certificates',
  texts: 'certificates',
  minWidth: 960,
  nameOf: (item) => item.name,
  fields: [
    name,
    {
      name: 'issuer',
      input: 'text',
      label: 'certificates.issuer',
      hint: 'certificates.issuerHint',
      required: true,
      maxLength: CONTENT_LIMITS.nameMax,
    },
    { name: 'number', input: 'text', label: 'certificates.number', maxLength: 100 },
    [
      { name: 'issuedOn', input: 'date', label: 'certificates.issuedOn' },
      { name: 'expiresOn', input: 'date', label: 'certificates.expiresOn' },
    ],
    ...verifyFields('certificates'),
    { name: 'image', input: 'image', label: 'certificates.image' },
    sort,
  ],
  columns: [
    {
      head: 'certificates.columns.name',
      minWidth: 200,
      cell: (item, t) => (
        <>
          {item.image ? (
            <StoredImage path={item.image} alt={t('certificates.imageAlt', { name: item.name })} h={40} />
          ) : null}
          <Text size="sm" fw={600}>
            {item.name}
          </Text>
          {item.number ? (
            <Text size="xs" c="dimmed" ff="monospace">
              {item.number}
            </Text>
          ) : null}
        </>
      ),
    },
    { head: 'certificates.columns.issuer', minWidth: 160, cell: (item) => item.issuer },
    {
      head: 'certificates.columns.validity',
      cell: (item, t) =>
        t('certificates.validity', {
          from: item.issuedOn ?? t('shared.none'),
          to: item.expiresOn ?? t('certificates.noExpiry'),
        }),
    },
    verifyColumn('certificates'),
  ],
};
