import { Anchor, Text } from '@mantine/core';
import type { ContentScreen } from '../../../shared/content/content-screen.ts';
import { StoredImage } from '../../../shared/files/file-list.tsx';
import { address, name, sort } from './fields.ts';
import { verifyColumn, verifyFields } from './verifiable.tsx';

export const partnersScreen: ContentScreen<'partners'> = {
  kind: 'partners',
  texts: 'partners',
  minWidth: 960,
  nameOf: (item) => item.name,
  fields: [
    name,
    { ...address, name: 'website', label: 'partners.website', hint: 'partners.websiteHint' },
    {
      name: 'relationship',
      input: 'textarea',
      label: 'partners.relationship',
      hint: 'partners.relationshipHint',
      required: true,
      rows: [2, 6],
      maxLength: 500,
    },
    ...verifyFields('partners'),
    { name: 'logo', input: 'image', label: 'partners.logo' },
    sort,
  ],
  columns: [
    {
      head: 'partners.columns.name',
      minWidth: 180,
      cell: (item, t) => (
        <>
          {item.logo ? <StoredImage path={item.logo} alt={t('partners.logoAlt', { name: item.name })} h={32} /> : null}
          <Text size="sm" fw={600}>
            {item.name}
          </Text>
          {item.website ? (
            <Anchor href={item.website} target="_blank" rel="noopener noreferrer" size="xs">
              {item.website}
            </Anchor>
          ) : null}
        </>
      ),
    },
    {
      head: 'partners.columns.relationship',
      minWidth: 200,
      cell: (item) => (
        <Text size="sm" lineClamp={3}>
          {item.relationship}
        </Text>
      ),
    },
    verifyColumn('partners'),
  ],
};
