// A Vite plugin for the apps' builds: `../messages/messages-en.ts` and `messages-zh.ts` compute one language's column
// of the contracts' MESSAGES, and `first-load-messages.ts` the few messages wanted before a column is in, which would
// bring the whole catalogue into whichever chunk runs them. In the apps' bundles each is replaced by its value, an
// object literal of its texts alone, so each language is a chunk of its own, fetched when the app needs it
// (`../messages/message-catalogue.ts`), and the first load carries only the few first-load messages.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// By path, as endpoint-schemas-plugin.ts reads the contracts: the catalogue's modules are plain data.
import { MESSAGES } from '../../../contracts/src/messages.ts';
import { catalogueOf, firstLoadOf } from '../messages/catalogue-of.ts';

const messagesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../messages');
const MODULES: Record<string, { name: string; what: string; value: () => unknown }> = {
  [resolve(messagesDir, 'messages-en.ts')]: {
    name: 'MESSAGES_EN',
    what: "en column of the contracts' MESSAGES",
    value: () => catalogueOf(MESSAGES, 'en'),
  },
  [resolve(messagesDir, 'messages-zh.ts')]: {
    name: 'MESSAGES_ZH',
    what: "zh column of the contracts' MESSAGES",
    value: () => catalogueOf(MESSAGES, 'zh'),
  },
  [resolve(messagesDir, 'first-load-messages.ts')]: {
    name: 'FIRST_LOAD_MESSAGES',
    what: "the first-load messages of the contracts' MESSAGES",
    value: () => firstLoadOf(MESSAGES),
  },
};

/** The module that stands for one language's column (or the first-load messages): its value, computed now. */
export function columnModule(file: string): string | null {
  const module = MODULES[file.split('?')[0]!];
  if (!module) return null;
  return `// ${module.what}, computed at build time (message-catalogue-plugin.ts).
export const ${module.name} = ${JSON.stringify(module.value())};
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
