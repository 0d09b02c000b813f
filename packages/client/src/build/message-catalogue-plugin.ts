// A Vite plugin for the apps' builds: `../messages/messages-en.ts` and `messages-zh.ts` compute one language's column
// of the contracts' MESSAGES, which would bring both languages into whichever chunk runs them. In the apps' bundles
// each is replaced by its value, an object literal of one language's texts, so English stays in the first load and
// Chinese is a chunk of its own, fetched when the app turns Chinese (`../messages/message-catalogue.ts`).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// By path, as endpoint-schemas-plugin.ts reads the contracts: the catalogue's modules are plain data.
import { MESSAGES } from '../../../contracts/src/messages.ts';
import { catalogueOf } from '../messages/catalogue-of.ts';

const messagesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../messages');
const COLUMNS = {
  [resolve(messagesDir, 'messages-en.ts')]: { name: 'MESSAGES_EN', language: 'en' },
  [resolve(messagesDir, 'messages-zh.ts')]: { name: 'MESSAGES_ZH', language: 'zh' },
} as const;

/** The module that stands for one language's column: its value, computed now. */
export function columnModule(file: string): string | null {
  const column = COLUMNS[file.split('?')[0]!];
  if (!column) return null;
  return `// ${column.language} column of the contracts' MESSAGES, computed at build time (message-catalogue-plugin.ts).
export const ${column.name} = ${JSON.stringify(catalogueOf(MESSAGES, column.language))};
`;
}

export function messageCataloguePlugin(): Plugin {
  return {
    name: 'platform:message-catalogue',
    apply: 'build',
    load(id) {
      const code = columnModule(id);
      return code === null ? null : { code, map: null };
    },
  };
}
