import { Group } from '@mantine/core';
import { TitleCell } from '../../../shared/cells.tsx';
import type { ContentScreen } from '../../../shared/content/content-screen.ts';
import { StoredImage } from '../../../shared/files/file-list.tsx';
import { body, language, name, sort, summary } from './fields.ts';

export const servicesScreen: ContentScreen<'services'> = {
  kind: 'services',
  texts: 'services',
  minWidth: 860,
  nameOf: (item) => item.name,
  fields: [language, name, summary, body, { name: 'icon', input: 'image', label: 'services.icon' }, sort],
  columns: [
    {
      head: 'services.columns.name',
      minWidth: 240,
      cell: (item, t) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {item.icon ? <StoredImage path={item.icon} alt={t('services.iconAlt', { name: item.name })} h={32} /> : null}
          <div>
            <TitleCell title={item.name} summary={item.summary} />
          </div>
        </Group>
      ),
    },
    { head: 'services.columns.sort', cell: (item) => item.sort },
  ],
};
