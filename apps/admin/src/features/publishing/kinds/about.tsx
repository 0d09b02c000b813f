import { Code } from '@mantine/core';
import { CONTENT_LIMITS } from '@platform/contracts';
import { TitleCell } from '../../../shared/cells.tsx';
import type { ContentScreen } from '../../../shared/content/content-screen.ts';
import { body, language, sort, title } from './fields.ts';

export const aboutScreen: ContentScreen<'about'> = {
  kind: 'about',
  texts: 'aboutUs',
  minWidth: 900,
  nameOf: (item) => item.title,
  fields: [
    [
      language,
      {
        name: 'tag',
        input: 'text',
        label: 'aboutUs.tag',
        hint: 'aboutUs.tagHint',
        required: true,
        maxLength: CONTENT_LIMITS.tagMax,
        verbatim: true,
        trim: true,
      },
    ],
    { ...title, autofocus: true },
    body,
    { name: 'image', input: 'image', label: 'aboutUs.image' },
    sort,
  ],
  columns: [
    {
      head: 'aboutUs.columns.title',
      minWidth: 200,
      cell: (item) => <TitleCell title={item.title} />,
    },
    { head: 'aboutUs.columns.tag', cell: (item) => <Code>/aboutUs/{item.tag}</Code> },
    { head: 'aboutUs.columns.sort', cell: (item) => item.sort },
  ],
};
